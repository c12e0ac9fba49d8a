// Wizard: first, between and last steps; a step may refuse to be left; focus lands on the heading.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { Wizard, type WizardStep } from './Wizard';

const steps: WizardStep[] = [
  { id: 'dates', title: 'Dates', content: <p>Pick dates</p> },
  { id: 'guest', title: 'Guest', content: <p>Your details</p> },
  { id: 'summary', title: 'Summary', content: <p>Check and book</p> },
];

describe('Wizard', () => {
  it('walks from the first to the last step and finishes', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWithProvider(<Wizard steps={steps} onFinish={onFinish} finishLabel="Book" />);

    expect(screen.getByRole('heading', { name: 'Dates' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dates' })).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Guest' })).toHaveFocus();
    expect(screen.getByText('Your details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Summary' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onFinish).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Guest' })).toHaveFocus();
  });

  it('stays on a step its check refuses', async () => {
    const user = userEvent.setup();
    const canLeave = vi.fn(async () => false);
    renderWithProvider(<Wizard steps={steps} onFinish={() => {}} canLeave={canLeave} />, {
      language: 'ru',
    });
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(canLeave).toHaveBeenCalledWith(0);
    expect(screen.getByText('Шаг 1 из 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dates' })).toBeInTheDocument();
  });

  it('marks the current step for assistive technology', async () => {
    renderWithProvider(<Wizard steps={steps} step={1} onFinish={() => {}} />);
    const current = screen.getByText('Guest', { selector: '.title' }).closest('li');
    expect(current).toHaveAttribute('aria-current', 'step');
  });
});
