// Black-box tests of digital keys (spec §3, §7 keys) and booking services/invoices through the SDK.
import { describe, expect, it } from 'vitest';
import {
  cancelGuestBooking,
  downloadDoorHistoryPdf,
  getApartmentBookings,
  getBookingInvoices,
  getBookingServices,
  getDoorHistory,
  getKeyCalendar,
  getKeyCount,
  getServiceInvoice,
  isApiError,
  orderServices,
  type GuestBookingToken,
} from '@sakhli/sdk';
import { createHarness } from './harness';

describe('digital keys', () => {
  it('counts active and paused keys', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    // Owner keys for 6 flats, the resident's 2 (one paused), the current guest's; the past guest's expired.
    expect(await getKeyCount(client)).toEqual({ active: 8, paused: 1 });
  });

  it('shows the keys of an apartment on a calendar, with expired ones and last opening', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const keys = await getKeyCalendar(client, 101);
    expect(keys.map((k) => k.status).sort()).toEqual(['active', 'active', 'active', 'expired']);
    const guest = keys.find((k) => k.title.includes('ლომიძე'))!;
    expect(guest.booking_id).toEqual(expect.any(Number));
    expect(guest.start).toBe('2026-11-21T10:00:00.000Z'); // 14:00 in Tbilisi
    const window = await getKeyCalendar(client, 101, { from: '2026-11-01', to: '2026-11-10' });
    expect(window.some((k) => k.title.includes('Miller'))).toBe(true);
    expect(window.some((k) => k.title.includes('ლომიძე'))).toBe(false);
  });

  it('lists the door history of one day, newest first, and exports a PDF', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const days = ['2026-11-20', '2026-11-21', '2026-11-22'];
    const all = (await Promise.all(days.map((d) => getDoorHistory(client, 101, d)))).flat();
    expect(all.length).toBeGreaterThan(0);
    for (const day of days) {
      const events = await getDoorHistory(client, 101, day);
      const times = events.map((e) => e.at);
      expect(times).toEqual([...times].sort().reverse());
    }
    const paused = (await Promise.all(days.map((d) => getDoorHistory(client, 102, d)))).flat();
    expect(
      paused.filter((e) => e.result === 'denied').every((e) => e.holder.includes('Kapanadze')),
    ).toBe(true);
    const pdf = await downloadDoorHistoryPdf(client, 101);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe('door-history-101.pdf');
    expect((await pdf.blob.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('keeps the key of a stay that began: the guest’s cancel link expired at arrival', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const before = await getKeyCount(client);
    const nino = h.api
      .db()
      .bookings.bookings.find((b) => b.guest.last_name === 'ლომიძე' && b.status === 'approved')!;
    const token: GuestBookingToken = { bookingId: nino.id, token: nino.cancelToken, lang: 'ge' };
    const refused = await cancelGuestBooking(h.client().client, token).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.status).toBe(410);
    expect(await getKeyCount(client)).toEqual(before);
  });

  it('refuses a malformed date and another owner’s apartment', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const bad = await getDoorHistory(client, 101, '2026-02-30').catch((e: unknown) => e);
    expect(isApiError(bad) && bad.status).toBe(400);
    // Keys are the owner's (docs/security.md "Roles"): a resident's call is refused outright.
    const resident = await h.signIn('resident@sakhli.ge');
    const refused = await getKeyCalendar(resident.client, 101).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.status).toBe(403);
    const unknown = await getKeyCalendar(client, 999).catch((e: unknown) => e);
    expect(isApiError(unknown) && unknown.status).toBe(404);
  });
});

describe('services and invoices of a booking', () => {
  it('shows the catalog and orders, orders more, and invoices with 18% VAT included', async () => {
    const h = createHarness();
    const { client } = await h.signIn(undefined, { language: 'ru' });
    const rows = await getApartmentBookings(client, 101);
    const current = rows.find((b) => b.guest_name.endsWith('ლომიძე'))!;
    const services = await getBookingServices(client, current.id);
    expect(services.catalog.map((s) => s.name)).toContain('Уборка');
    expect(services.orders).toHaveLength(1);
    const cleaning = services.catalog.find((s) => s.name === 'Уборка')!;
    const order = await orderServices(client, current.id, [{ id: cleaning.id, quantity: 2 }]);
    expect(order).toMatchObject({ status: 'ordered', total: 120, message: 'Услуги заказаны.' });
    expect(order.lines).toEqual([
      { service_id: cleaning.id, name: 'Уборка', quantity: 2, unit_price: 60, amount: 120 },
    ]);
    expect((await getBookingServices(client, current.id)).orders).toHaveLength(2);
    const invoices = await getBookingInvoices(client, current.id);
    const invoice = invoices.find((i) => i.order_id === order.id)!;
    expect(invoice).toMatchObject({ total: 120, amount: 101.69, vat: 18.31, status: 'unpaid' });
    const detail = await getServiceInvoice(client, invoice.id);
    expect(detail).toMatchObject({ vat_rate: 18, lines: order.lines });
  });

  it('refuses orders for a canceled booking', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const rows = await getApartmentBookings(client, 102);
    const canceled = rows.find((b) => b.status === 'canceled')!;
    const { catalog } = await getBookingServices(client, canceled.id);
    const error = await orderServices(client, canceled.id, [
      { id: catalog[0]!.id, quantity: 1 },
    ]).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(409);
  });
});
