// Dialog: opened from a button, focus trapped, Escape closes, focus returns.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useStoryText } from './stories/useStoryText';

function Demo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const t = useStoryText();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('story.cancelBooking')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('story.cancelQuestion')}
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('story.keep')}
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              {t('story.cancelBooking')}
            </Button>
          </>
        }
      >
        <p>{t('story.cancelText')}</p>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Demo,
  args: { initiallyOpen: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { initiallyOpen: true } };

export const KeyboardRoundTrip: Story = {
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button');
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
