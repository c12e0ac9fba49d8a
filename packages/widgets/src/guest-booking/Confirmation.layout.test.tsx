// The confirmation's heading reads "✓ Booking request sent", the check mark apart from the words.
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SakhliProvider } from '../shell/SakhliProvider';
import { WidgetRoot } from '../shell/WidgetRoot';
import { Confirmation } from './Confirmation';
import { guestBookingMessages } from './messages';

it('leaves a visible gap between the check mark and the heading text', async () => {
  render(
    <SakhliProvider language="en">
      <WidgetRoot catalog={guestBookingMessages}>
        <Confirmation bookingId={5001} email="nino@example.ge" />
      </WidgetRoot>
    </SakhliProvider>,
  );
  const heading = await screen.findByRole('heading', { name: 'Booking request sent' });
  const mark = heading.querySelector('[aria-hidden="true"]')!;
  const words = document.createRange();
  words.selectNodeContents(heading);
  words.setStartAfter(mark);
  const gap = words.getBoundingClientRect().left - mark.getBoundingClientRect().right;
  expect(gap).toBeGreaterThanOrEqual(4);
});
