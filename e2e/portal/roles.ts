// The seeded roles the portal journeys sign in as, signing in through the UI (the 2FA code from the
// demo outbox), and what a role's route samples need from the API.
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtures, outbox } from '../support/demo';
import type { Billing, RoleData } from './routeSamples';

export interface Role {
  name: string;
  email: string;
  language: string;
  /** Text in the role's language (Georgian script for `ge`); null: any. */
  script: RegExp | null;
}

/** The demo API's seeded accounts (packages/demo-api/src/store/accounts.ts). */
export const PASSWORD = 'Sakhli2026';
export const ROLES: Role[] = [
  { name: 'owner', email: 'owner@sakhli.ge', language: 'ge', script: /[\u10A0-\u10FF]/ },
  { name: 'resident', email: 'resident@sakhli.ge', language: 'en', script: null },
];

/** Signs in through the UI, the code from the demo outbox; ends on the first screen (/support). */
export async function signInThroughUi(page: Page, portalUrl: string, role: Role): Promise<void> {
  await page.goto(`${portalUrl}/login`);
  await page.getByLabel('E-mail').fill(role.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/verification');
  const code = (await outbox<{ to: string; code?: string }>())
    .filter((mail) => mail.to === role.email && mail.code)
    .at(-1)?.code;
  expect(code).toBeTruthy();
  await page.getByRole('textbox', { name: 'Code' }).fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/support');
  // Signed in once the user is stored (loaded with the first screen).
  await page.waitForFunction(() => localStorage.getItem('sakhli:user'));
}

/** What the role's samples need from the API, asked from here (not the page) with its tokens. */
export async function roleData(page: Page, role: Role): Promise<RoleData> {
  const read = (key: string) => page.evaluate(`localStorage.getItem('sakhli:${key}')`);
  const user = JSON.parse((await read('user')) as string) as { id: number };
  const headers = {
    'access-token': (await read('access-token')) as string,
    'refresh-token': (await read('refresh-token')) as string,
    'user-language': role.language,
  };
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(new URL(path, inject('apiBase')), { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  const [billing, tickets, topics] = await Promise.all([
    api<Billing[]>('api/apartments/billing'),
    api<{ items: { id: number }[] }>('api/tickets/list?page=1&per_page=1'),
    api<{ articles: { id: number }[] }[]>('api/helpCenter/topics'),
  ]);
  return {
    userId: user.id,
    language: role.language,
    fixtures: (await fixtures()) as RoleData['fixtures'],
    billing,
    ticketId: tickets.items[0]?.id,
    articleId: topics.flatMap((topic) => topic.articles)[0]?.id,
    order: await orderSample(api),
  };
}

/**
 * A service order of one of the role's bookings, looked up booking by booking (the demo seeds a few,
 * not on every booking); none for a role that sees no bookings.
 */
async function orderSample(
  api: <T>(path: string) => Promise<T>,
): Promise<RoleData['order'] | undefined> {
  const bookings = await api<{ items: { id: number }[] }>('api/bookings?page=1&per_page=20').catch(
    () => undefined,
  );
  for (const { id } of bookings?.items ?? []) {
    const services = await api<{ orders: { id: number }[] }>(`api/services/${id}`).catch(
      () => undefined,
    );
    const order = services?.orders[0];
    if (order) return { bookingId: id, orderId: order.id };
  }
  return undefined;
}
