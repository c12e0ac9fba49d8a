// Issue 25 §4 "book for a guest": the form in its dialog against the demo API — spec §5 rules before
// sending, the server's refusal said in place, "Booking created." and the new booking's 48 hours;
// two submits before a render book once. Opened from the booking details' "Book again for a guest",
// which starts it with that booking's apartment, guest and party.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tbilisiToday } from '@sakhli/sdk';
import { openBooking, SEEDED } from '../booking-details/testing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` this many days after Tbilisi's today (the demo API's and the calendar's). */
function inDays(days: number): string {
  return new Date(Date.parse(`${tbilisiToday()}T00:00:00Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** Clicks the calendar's day, turning months until it shows. */
async function pickDay(dialog: HTMLElement, iso: string) {
  const user = userEvent.setup();
  const name = new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const pattern = new RegExp(`^${name}`);
  for (let turn = 0; turn < 6 && !within(dialog).queryByRole('button', { name: pattern }); turn++) {
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
  }
  await user.click(within(dialog).getByRole('button', { name: pattern }));
}

async function openForm() {
  const opened = await openBooking(SEEDED.guestRequest);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Book again for a guest' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book for a guest' });
  await within(dialog).findByRole('textbox', { name: /Name/ });
  return { ...opened, dialog };
}

describe('book for a guest', () => {
  it('starts from the booking’s guest and apartment, and checks spec §5 before sending', async () => {
    const user = userEvent.setup();
    const { dialog, calls } = await openForm();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Elif');
    expect(within(dialog).getByRole('textbox', { name: /Guest’s e-mail/ })).toHaveValue(
      'elif.yilmaz@example.com.tr',
    );
    expect(within(dialog).getByRole('combobox', { name: /Apartment/ })).toHaveValue('102');
    // No dates yet, and a child of 13.
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Age of child 2/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Age of child 2/ }), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Create the booking' }));
    expect(await within(dialog).findByText('Field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Max child age is 12 years old.')).toBeInTheDocument();
    expect(calls('POST', '/api/bookings')).toBe(0);
  });

  it('dates someone holds: the server’s "Someone booked the dates" is said in the form', async () => {
    const user = userEvent.setup();
    const { dialog } = await openForm();
    // Elif's own stay in 102 runs from day 10 to day 14.
    await pickDay(dialog, inDays(11));
    await pickDay(dialog, inDays(13));
    await user.click(within(dialog).getByRole('button', { name: 'Create the booking' }));
    expect(
      await within(dialog).findByText(
        'Someone booked the dates you selected; choose alternatives.',
      ),
    ).toBeInTheDocument();
  });

  it('creates a new booking once, says "Booking created." and opens it with its 48 hours', async () => {
    const { dialog, calls } = await openForm();
    await pickDay(dialog, inDays(70));
    await pickDay(dialog, inDays(73));
    const submit = within(dialog).getByRole('button', { name: 'Create the booking' });
    await act(() => {
      submit.click();
      submit.click();
    });
    expect(await screen.findByText('Booking created.')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: /^Booking \d+$/ });
    expect(heading).not.toHaveTextContent(String(SEEDED.guestRequest));
    await waitFor(() =>
      expect(screen.getByRole('timer')).toHaveTextContent(/declined automatically in 4[78] h/),
    );
    expect(screen.getByText('Nights', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '3',
    );
    expect(calls('POST', '/api/bookings')).toBe(1);
  });
});
