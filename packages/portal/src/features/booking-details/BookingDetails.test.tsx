// Issue 25 §3: /bookings/{id}/orders opens on the booking — every field of spec §3, its apartment
// and its orders — in every state (loading, error with retry, new with the 48-hour countdown,
// approved with a key, canceled), against the demo API's seeded bookings.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { OWNER_USER, renderPortal } from '../../../test/renderPortal';
import { englishOwnerApi, HOUR_MS, openBooking, SEEDED } from './testing';

/** The value shown for a term of the screen's definition lists. */
function valueOf(term: string, section?: string): string {
  const scope = section
    ? within(screen.getByRole('region', { name: section }))
    : within(document.body);
  const dt = scope.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling!.textContent!;
}

describe('the booking details screen', () => {
  it('shows every field of spec §3: stay, party, ages, payment, guest details and the apartment', async () => {
    await openBooking(SEEDED.guestRequest);
    expect(valueOf('Booking number')).toBe(String(SEEDED.guestRequest));
    expect(valueOf('Status')).toContain('New');
    expect(valueOf('Nights')).toBe('4');
    expect(valueOf('Adults')).toBe('2');
    expect(valueOf('Children')).toBe('2');
    expect(valueOf('Children’s ages')).toBe('4 and 11 years');
    expect(valueOf('Payment type')).toBe('Bank transfer');
    expect(valueOf('Comment')).toBe('Not given');
    expect(valueOf('Booked by')).toBe('The guest');
    expect(valueOf('Arrival')).toMatch(/\d{4}/);
    expect(valueOf('Departure')).toMatch(/\d{4}/);
    expect(valueOf('Name', 'Guest')).toBe('Elif');
    expect(valueOf('Last name', 'Guest')).toBe('Yılmaz');
    expect(valueOf('Gender', 'Guest')).toBe('Female');
    expect(valueOf('Citizenship', 'Guest')).toBe('Türkiye');
    expect(valueOf('City', 'Guest')).toBe('Trabzon');
    expect(valueOf('Personal or passport number', 'Guest')).toBe('U18822071');
    expect(valueOf('E-mail', 'Guest')).toBe('elif.yilmaz@example.com.tr');
    expect(valueOf('Phone', 'Guest')).toBe('+90 532 555 0101');
    expect(valueOf('Messenger', 'Guest')).toBe('WhatsApp +905325550101');
    const apartment = screen.getByRole('region', { name: 'Apartment' });
    expect(within(apartment).getByRole('link', { name: 'Open the apartment' })).toHaveAttribute(
      'href',
      '/apartments/102',
    );
    expect(
      await screen.findByText('No services ordered for this booking yet.'),
    ).toBeInTheDocument();
  });

  it('lists the booking’s service orders, each a link to its own screen', async () => {
    const { direct } = await openBooking(SEEDED.pastWithOrders);
    const orders = screen.getByRole('region', { name: 'Services ordered for this booking' });
    const links = await within(orders).findAllByRole('link', { name: /^Order \d+$/ });
    expect(links).toHaveLength(2);
    const { getBookingServices } = await import('@sakhli/sdk');
    const expected = (await getBookingServices(direct, SEEDED.pastWithOrders)).orders;
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expected.map((o) => `/bookings/${SEEDED.pastWithOrders}/orders/${o.id}`),
    );
    expect(within(orders).getAllByText('Done')).toHaveLength(2);
  });

  it('a new host-created booking counts down its 48 hours to be accepted', async () => {
    await openBooking(SEEDED.hostCreated);
    const timer = screen.getByRole('timer');
    // Created an hour before the demo's start: 47 hours left, to the minute.
    expect(timer).toHaveTextContent(/declined automatically in 4[67] h \d+ min/);
    expect(valueOf('Booked by')).toBe('The host, for the guest');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('past its 48 hours the server has declined it: canceled, no countdown, no actions', async () => {
    const api = englishOwnerApi();
    api.clock().advance(48 * HOUR_MS);
    await openBooking(SEEDED.hostCreated, api);
    expect(valueOf('Status')).toContain('Canceled');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('one never accepted in time is canceled', async () => {
    await openBooking(SEEDED.autoDeclined);
    expect(valueOf('Status')).toContain('Canceled');
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('an approved stay shows its key, and neither accept, decline nor another key', async () => {
    await openBooking(SEEDED.approvedWithKey);
    // (Its key's card below has a Status too.)
    expect(valueOf('Status', 'Stay')).toContain('Approved');
    expect(valueOf('Digital key', 'Stay')).toMatch(/^Key \d+$/);
    expect(valueOf('Children’s ages')).toBe('6 years');
    expect(screen.queryByRole('button', { name: 'Generate a digital key' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('a failure says its reason with Try again, and the retry shows the booking', async () => {
    let answer: [number, unknown] = [500, { message: 'The booking service is down.' }];
    const booking = {
      id: 77,
      status: 'approved',
      income_date: '2026-12-13',
      exit_date: '2026-12-18',
      nights: 5,
      adults: 2,
      children: 0,
      children_ages: [],
      guest: { name: 'Nino', last_name: 'Beridze', email: 'nino@example.ge' },
      payment_type: 'card',
      comment: 'Late arrival',
      apartment: { id: 101, address: '33 Chavchavadze Ave' },
      created_by: 'guest',
      created_at: '2026-11-20T10:00:00.000Z',
      accept_until: null,
      price: 700,
      key_id: null,
    };
    await renderPortal('/bookings/77/orders', {
      signedIn: true,
      user: OWNER_USER,
      answers: {
        'GET api/bookings/77': () => answer,
        'GET api/services/77': () => [200, { data: { booking_id: 77, catalog: [], orders: [] } }],
      },
    });
    expect(await screen.findByText('The booking service is down.')).toBeInTheDocument();
    answer = [200, { data: booking }];
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(valueOf('Comment')).toBe('Late arrival'));
  });

  it('orders services from the booking’s page, and the orders list is fetched again', async () => {
    const user = userEvent.setup();
    const { calls } = await openBooking(SEEDED.approvedWithKey);
    const orders = screen.getByRole('region', { name: 'Services ordered for this booking' });
    const before = (await within(orders).findAllByRole('link', { name: /^Order \d+$/ })).length;
    await user.click(within(orders).getByRole('button', { name: 'Order services' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Order services for booking ${SEEDED.approvedWithKey}`,
    });
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Breakfast:/ }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('Services ordered.')).toBeVisible();
    const path = `/api/services/${SEEDED.approvedWithKey}`;
    expect(calls('POST', path)).toBe(1);
    await waitFor(() => expect(calls('GET', path)).toBe(2));
    await waitFor(() =>
      expect(within(orders).getAllByRole('link', { name: /^Order \d+$/ })).toHaveLength(before + 1),
    );
  });

  it('a booking with a key shows that key alone and its door history, its calls started once', async () => {
    await page.viewport(1280, 900);
    const api = englishOwnerApi();
    // An hour ago the guest opened the door, and the owner's own key too.
    const db = api.db();
    const guestKey = db.bookings.bookings.find((b) => b.id === SEEDED.approvedWithKey)!.keyId!;
    const ownerKey = db.keys.keys.find((k) => k.apartmentId === 101 && !k.bookingId)!.id;
    const at = new Date(db.clock.ms() - HOUR_MS).toISOString();
    for (const keyId of [guestKey, ownerKey]) {
      db.keys.doorEvents.push({
        id: db.ids.id(),
        keyId,
        apartmentId: 101,
        at,
        method: 'app',
        result: 'opened',
      });
    }
    const { calls } = await openBooking(SEEDED.approvedWithKey, api);
    const keys = await screen.findByRole('region', { name: 'Digital keys' });
    const table = await within(keys).findByRole('table', { name: /^Active and paused keys/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const holder = db.keys.keys.find((k) => k.id === guestKey)!.holder;
    expect(rows[0]).toHaveTextContent(holder);
    const history = await within(keys).findByRole('table', { name: /^Door history of / });
    await waitFor(() => expect(within(history).getAllByRole('row').length).toBeGreaterThan(1));
    for (const row of within(history).getAllByRole('row').slice(1)) {
      expect(row).toHaveTextContent(holder);
    }
    expect(calls('GET', '/api/keys/101/calendar')).toBe(1);
    expect(calls('GET', '/api/keys/101/list')).toBe(1);
  });

  it('a booking without a key shows no keys panel', async () => {
    await openBooking(SEEDED.approvedWithoutKey);
    await screen.findByRole('region', { name: 'Services ordered for this booking' });
    expect(screen.queryByRole('region', { name: 'Digital keys' })).toBeNull();
  });
});
