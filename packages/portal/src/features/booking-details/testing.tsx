// Test helpers of the booking details screen: the whole portal against a fresh demo API (its real
// rules: 48 hours, parallel bookings, 409s), signed in as the owner of apartments 101–106, in
// English. Seeded bookings are numbered from 5001 in the demo store's seed order.
import { screen } from '@testing-library/react';
import { createDemoApi, type DemoApi } from '@sakhli/demo-api';
import { renderDemoPortal } from '../../../test/demoPortal';

/** Seeded bookings by what they show (packages/demo-api/src/store/bookings.ts, seeds 0…11). */
export const SEEDED = {
  /** Past stay of James in 101 with two service orders. */
  pastWithOrders: 5001,
  /** Nino's stay in 101 now: approved, a key, a child of 6. */
  approvedWithKey: 5002,
  /** Host-created for Levan in 101, 47 of its 48 hours left. */
  hostCreated: 5003,
  /** Elif's request for 102: new, two children (4 and 11), bank transfer. */
  guestRequest: 5004,
  /** Anna's approved stay in 103, three weeks ahead: no key yet. */
  approvedWithoutKey: 5006,
  /** Host-created 60 hours ago, never accepted: declined automatically. */
  autoDeclined: 5009,
  /** Host-created for Anna in 104 over her approved stay in 103: accepting it is refused. */
  parallel: 5010,
} as const;

export const HOUR_MS = 60 * 60 * 1000;

/** A demo API whose owner reads English (the seed's owner is Georgian). */
export function englishOwnerApi(): DemoApi {
  const api = createDemoApi();
  api.db().accounts.accounts.find((a) => a.email === 'owner@sakhli.ge')!.language = 'en';
  return api;
}

/** /bookings/{id}/orders as the owner; resolves once the booking's heading is shown. */
export async function openBooking(id: number, api: DemoApi = englishOwnerApi()) {
  const requests: { method: string; url: URL }[] = [];
  const recorded: DemoApi = {
    ...api,
    fetch: (request) => {
      requests.push({ method: request.method, url: new URL(request.url) });
      return api.fetch(request);
    },
  };
  const rendered = await renderDemoPortal(`/bookings/${id}/orders`, {
    email: 'owner@sakhli.ge',
    api: recorded,
  });
  await screen.findByRole('heading', { level: 1, name: `Booking ${id}` });
  await screen.findByRole('heading', { level: 2, name: 'Stay' });
  /** How many calls of this method went to this path. */
  const calls = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.url.pathname === path).length;
  return { ...rendered, api, calls };
}
