// Quick search by keyboard: ArrowDown from the field walks the grouped results, ArrowUp walks back
// to the field, Escape returns to it; Enter follows the focused result.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { answerFetch, renderWithProvider } from '../../test/render';
import { QuickSearch } from './QuickSearch';

const RESULT = {
  data: {
    apartments: [{ id: 101, title: 'Vake, Chavchavadze 37', url: '/apartments/101' }],
    bookings: [{ id: 7, title: 'Booking 7', url: '/bookings/7' }],
    tickets: [{ id: 5, title: 'Water heater', url: '/support?ticket=5' }],
    documents: [],
  },
};

afterEach(() => vi.unstubAllGlobals());

it('moves through the results with the arrow keys and chooses with Enter', async () => {
  const user = userEvent.setup();
  answerFetch(200, RESULT);
  const onSelect = vi.fn();
  renderWithProvider(<QuickSearch onSelect={onSelect} debounceMs={0} delayMs={0} />);
  const field = screen.getByRole('searchbox', { name: 'Search' });
  await user.click(field);
  await user.keyboard('Vake');
  const first = await screen.findByRole('link', { name: /Vake/ });
  await user.keyboard('{ArrowDown}');
  expect(first).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  // The last result stays focused at the end of the list.
  expect(screen.getByRole('link', { name: 'Water heater' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('link', { name: 'Booking 7' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(field).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowUp}');
  expect(field).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onSelect).toHaveBeenCalledWith(
    expect.objectContaining({ id: 7 }),
    expect.objectContaining({ path: '/bookings/7' }),
  );
});
