// Dialog: focus moves in, stays in, Escape closes, focus returns to the opener.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { Button } from './Button';
import { Dialog } from './Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel booking</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this booking?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button variant="danger">Yes, cancel</Button>
          </>
        }
      >
        <p>The host will be told.</p>
      </Dialog>
      <button>After</button>
    </>
  );
}

describe('Dialog', () => {
  it('traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Opener />);
    const opener = screen.getByRole('button', { name: 'Cancel booking' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(screen.getByRole('heading', { name: 'Cancel this booking?' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Opener />, { language: 'ge' });
    const opener = screen.getByRole('button', { name: 'Cancel booking' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'დახურვა' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
