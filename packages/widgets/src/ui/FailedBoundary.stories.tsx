// FailedBoundary: a part of a widget whose code did not load (with the connection up) or that
// failed to render says so with "Try again", in place of the widget going blank (issue 27 §1).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FailedBoundary } from './FailedBoundary';
import { SECOND_TRY_MS } from '../shell/whileOnline';
import { onDemand } from './onDemand';

/** Long enough for a failed part's one more try (then it is said). */
const saidWithin = { timeout: SECOND_TRY_MS * 4 };

/** A part whose chunk the server never sends: every attempt fails, as a missing file would. */
const asked = { times: 0 };
const MissingPart = onDemand<() => null>(() => {
  asked.times += 1;
  return Promise.reject(new Error('Failed to fetch dynamically imported module'));
});

function Demo() {
  return (
    <FailedBoundary>
      <MissingPart />
    </FailedBoundary>
  );
}

const meta = {
  title: 'UI/FailedBoundary',
  component: Demo,
  parameters: { docs: { description: { component: 'What a part that failed to load shows.' } } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const APartThatDidNotLoad: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, saidWithin);
    const before = asked.times;
    // "Try again" asks for the part anew (twice: one more try); it fails again here, and says so.
    await userEvent.click(await canvas.findByRole('button'));
    await waitFor(() => expect(asked.times).toBe(before + 2), saidWithin);
    await expect(await canvas.findByRole('alert', {}, saidWithin)).toBeVisible();
  },
};
