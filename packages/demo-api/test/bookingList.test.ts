// The bookings list filters the way its table config says (status, apartment, dates).
import { describe, expect, it } from 'vitest';
import { bookingsList, fetchListPage, getList, isApiError } from '@sakhli/sdk';
import { createHarness, OWNER } from './harness';

describe('GET api/bookings filters', () => {
  it('returns only bookings of the requested status, counted in items_count', async () => {
    const h = createHarness();
    const { client } = await h.signIn(OWNER);
    const all = await fetchListPage(client, bookingsList, { perPage: 100 });
    const approved = await fetchListPage(client, bookingsList, {
      filters: { status: 'approved' },
      perPage: 100,
    });
    expect(approved.items.length).toBeGreaterThan(0);
    expect(approved.items.length).toBeLessThan(all.items.length);
    expect(approved.items.every((b) => b.status === 'approved')).toBe(true);
    expect(approved.itemsCount).toBe(approved.items.length);
  });

  it('narrows to one apartment by apartment_id', async () => {
    const h = createHarness();
    const { client } = await h.signIn(OWNER);
    const page = await fetchListPage(client, bookingsList, {
      filters: { apartment_id: 101 },
      perPage: 100,
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((b) => b.apartment.id === 101)).toBe(true);
  });

  it('refuses a status the config does not offer with a 400 and a message', async () => {
    const h = createHarness();
    const { client } = await h.signIn(OWNER);
    const error = await getList(client, bookingsList.url, bookingsList.row, {
      filters: { status: 'lost' },
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(400);
    expect(isApiError(error) && error.serverMessage).toBeTruthy();
  });
});
