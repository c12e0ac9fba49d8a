// Issue 25 §4: the host's actions on a booking against the demo API — each says the spec §8 success
// message; accept first shows confirmPredict's answer; after a 409 the screen shows the server's
// state; a double click sends one request.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { acceptBooking, declineBooking } from '@sakhli/sdk';
import { openBooking, SEEDED } from './testing';

/** The value of a fact of the booking's Stay section (its key's panel has a Status too). */
const stayFact = (term: string) =>
  within(screen.getByRole('region', { name: 'Stay' })).getByText(term, { selector: 'dt' })
    .nextElementSibling;

/** Two clicks before React renders again: what a fast double click or a bouncing touch does. */
const clickTwice = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
  });

const statusShown = (label: string) =>
  waitFor(() => expect(stayFact('Status')).toHaveTextContent(label));

describe('accept', () => {
  it('shows the prediction (no parallel bookings, a key will be sent), then accepts: "Booking accepted."', async () => {
    const user = userEvent.setup();
    const { calls } = await openBooking(SEEDED.hostCreated);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Accept booking ${SEEDED.hostCreated}?`,
    });
    expect(
      await within(dialog).findByText('The guest has no other bookings over these nights.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('A digital key will be generated and sent to the guest.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept the booking' }));
    expect(await screen.findByText('Booking accepted.')).toBeInTheDocument();
    await statusShown('Approved');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(stayFact('Digital key')).toHaveTextContent(/^Key \d+$/);
    expect(calls('PATCH', `/api/bookings/${SEEDED.hostCreated}`)).toBe(1);
  });

  it('a clashing booking: the prediction names the guest’s parallel booking and offers no accept', async () => {
    const user = userEvent.setup();
    const { calls } = await openBooking(SEEDED.parallel);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This booking cannot be accepted.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Booking 5006: /)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept the booking' })).toBeNull();
    expect(calls('PATCH', `/api/bookings/${SEEDED.parallel}`)).toBe(0);
  });

  it('a double click on confirm sends one PATCH', async () => {
    const user = userEvent.setup();
    const { calls } = await openBooking(SEEDED.guestRequest);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('button', { name: 'Accept the booking' });
    await clickTwice(confirm);
    expect(await screen.findByText('Booking accepted.')).toBeInTheDocument();
    expect(calls('PATCH', `/api/bookings/${SEEDED.guestRequest}`)).toBe(1);
  });

  it('accepted elsewhere meanwhile: the 409 is said and the screen shows the server’s state', async () => {
    const user = userEvent.setup();
    const { direct, calls } = await openBooking(SEEDED.guestRequest);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('button', { name: 'Accept the booking' });
    // Someone else declines it after the prediction was read.
    await declineBooking(direct, SEEDED.guestRequest);
    const before = calls('GET', `/api/bookings/${SEEDED.guestRequest}`);
    await user.click(confirm);
    expect(
      await screen.findByText('Only a new booking can be accepted or declined.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The booking is shown as the server has it now.')).toBeInTheDocument();
    await statusShown('Canceled');
    expect(calls('GET', `/api/bookings/${SEEDED.guestRequest}`)).toBe(before + 1);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});

describe('decline', () => {
  it('asks first, then declines: "Booking declined."', async () => {
    const user = userEvent.setup();
    const { calls } = await openBooking(SEEDED.guestRequest);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Decline booking ${SEEDED.guestRequest}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls('DELETE', `/api/bookings/${SEEDED.guestRequest}`)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await clickTwice(await screen.findByRole('button', { name: 'Decline the booking' }));
    expect(await screen.findByText('Booking declined.')).toBeInTheDocument();
    await statusShown('Canceled');
    expect(calls('DELETE', `/api/bookings/${SEEDED.guestRequest}`)).toBe(1);
  });

  it('accepted elsewhere meanwhile: the 409 leaves it approved on screen', async () => {
    const user = userEvent.setup();
    const { direct } = await openBooking(SEEDED.guestRequest);
    await acceptBooking(direct, SEEDED.guestRequest);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(await screen.findByRole('button', { name: 'Decline the booking' }));
    expect(
      await screen.findByText('Only a new booking can be accepted or declined.'),
    ).toBeInTheDocument();
    await statusShown('Approved');
  });
});

describe('digital key', () => {
  it('generates the key of an approved stay: "Digital key generated.", one PUT on a double click', async () => {
    const { calls } = await openBooking(SEEDED.approvedWithoutKey);
    const key = () => stayFact('Digital key');
    expect(key()).toHaveTextContent('Not generated');
    await clickTwice(screen.getByRole('button', { name: 'Generate a digital key' }));
    expect(await screen.findByText('Digital key generated.')).toBeInTheDocument();
    await waitFor(() => expect(key()).toHaveTextContent(/^Key \d+$/));
    expect(screen.queryByRole('button', { name: 'Generate a digital key' })).toBeNull();
    expect(calls('PUT', `/api/bookings/${SEEDED.approvedWithoutKey}`)).toBe(1);
  });
});
