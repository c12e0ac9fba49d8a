// Issue 25 journeys through the built portal against the real demo API server: the owner books for
// a guest and, once the demo clock has moved past the 48 hours, sees it declined; accepting a
// clashing booking shows the prediction and its refusal; a guest opens the QR link and books.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, openPage, pageCspViolations, type WatchedPage } from '../support/browser';
import { fixtures, outbox, resetDemo, travel } from '../support/demo';
import { pickDay, tabTo } from '../support/keyboard';
import { startPortal, type PortalServer } from './portalServer';

const OWNER = 'owner@sakhli.ge';
const PASSWORD = 'Sakhli2026';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Seeded bookings (packages/demo-api/src/store/bookings.ts numbers them from 5001 in seed order). */
const ELIF_REQUEST = 5004;
const ANNA_PARALLEL = 5010;

let portal: PortalServer;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  portal = await startPortal(inject('apiBase'));
});

// Each journey starts from the seed: one moves the clock 48 hours, another accepts nothing.
beforeEach(resetDemo);

afterAll(async () => {
  for (const { page } of opened) await page.context().close();
  await closeBrowser();
  await portal?.close();
  await resetDemo();
});

async function open(path: string): Promise<WatchedPage> {
  const watched = await openPage(`${portal.url}${path}`);
  opened.push(watched);
  return watched;
}

/** `YYYY-MM-DD` this many days after today in Tbilisi (UTC+4), on the run's clock. */
function inDays(days: number): string {
  return new Date(Date.now() + 4 * HOUR_MS + days * DAY_MS).toISOString().slice(0, 10);
}

async function expectHeading(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 })
    .toMatch(text);
}

/** The value the booking screen shows for a term. */
function valueOf(page: Page, term: string): Locator {
  return page
    .locator('main dt', { hasText: term })
    .first()
    .locator('xpath=following-sibling::dd[1]');
}

/** The owner signs in through the UI with the e-mailed 2FA code, then reads the portal in English. */
async function signInOwner(): Promise<Page> {
  const { page } = await open('/login');
  await page.getByLabel('E-mail').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/verification');
  const mails = await outbox<{ to: string; code?: string }>();
  const code = mails.filter((m) => m.to === OWNER && m.code).at(-1)!.code!;
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The owner reads Georgian; the switcher saves English to the account.
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('მხარდაჭერა · Sakhli Group');
  await page.getByLabel('ენა').first().selectOption('en');
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Support · Sakhli Group');
  return page;
}

async function openBooking(page: Page, id: number): Promise<void> {
  await page.goto(`${portal.url}/bookings/${id}/orders`);
  await expectHeading(page, `Booking ${id}`);
  await valueOf(page, 'Status').waitFor();
}

/** Clicks a day of the calendar in `scope`, turning months until it shows. */
async function clickDay(scope: Locator, day: string): Promise<void> {
  const cell = scope.locator(`[data-day="${day}"] button`);
  for (let turn = 0; turn < 6 && (await cell.count()) === 0; turn++) {
    await scope.getByRole('button', { name: 'Next month' }).click();
  }
  await cell.click();
}

describe('the booking life cycle', () => {
  it('books for a guest; past the 48 hours the demo API has declined it', async () => {
    const page = await signInOwner();
    await openBooking(page, ELIF_REQUEST);
    await page.getByRole('button', { name: 'Book again for a guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book for a guest' });
    await expect
      .poll(() => dialog.getByRole('textbox', { name: /^Name/ }).inputValue())
      .toBe('Elif');
    await clickDay(dialog, inDays(70));
    await clickDay(dialog, inDays(73));
    await dialog.getByRole('button', { name: 'Create the booking' }).click();
    await page.getByText('Booking created.').waitFor();

    // The new booking opens: new, with its 48 hours counting down (spec §4).
    await page.waitForURL(/\/bookings\/\d+\/orders$/);
    const id = Number(/\/bookings\/(\d+)\//.exec(page.url())![1]);
    expect(id).not.toBe(ELIF_REQUEST);
    await expectHeading(page, `Booking ${id}`);
    await expect.poll(() => valueOf(page, 'Status').textContent()).toContain('New');
    await expect
      .poll(() => page.getByRole('timer').textContent())
      .toMatch(/declined automatically in 4[78] h/);

    await travel(48 * HOUR_MS + 60_000);
    await openBooking(page, id);
    await expect.poll(() => valueOf(page, 'Status').textContent()).toContain('Canceled');
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await pageCspViolations(page)).toEqual([]);
  });

  it('accepting a clashing booking shows the prediction and its refusal', async () => {
    const page = await signInOwner();
    await openBooking(page, ANNA_PARALLEL);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Accept booking ${ANNA_PARALLEL}?` });
    await dialog.getByText('This booking cannot be accepted.').waitFor();
    await dialog.getByText(/^Booking 5006: /).waitFor();
    expect(await dialog.getByRole('button', { name: 'Accept the booking' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => valueOf(page, 'Status').textContent()).toContain('New');
  });

  it('accepts a booking after its prediction: "Booking accepted."', async () => {
    const page = await signInOwner();
    await openBooking(page, ELIF_REQUEST);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Accept booking ${ELIF_REQUEST}?` });
    await dialog.getByText('The guest has no other bookings over these nights.').waitFor();
    await dialog.getByRole('button', { name: 'Accept the booking' }).click();
    await page.getByText('Booking accepted.').waitFor();
    await expect.poll(() => valueOf(page, 'Status').textContent()).toContain('Approved');
  });
});

describe('a guest on the QR route', () => {
  it('opens the QR link, takes the e-mailed link and books, with no sign-in', async () => {
    const [link] = (await fixtures()).guestLinks ?? [];
    const email = `qr-${Date.now()}@example.ge`;
    const { page, errors } = await open(`/qr/booking/${link!.apartmentId}/${link!.hash}?lang=en`);
    await expect
      .poll(() => page.title(), { timeout: 15_000 })
      .toBe('Book an apartment · Sakhli Group');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const mail = (await outbox<{ to: string; link?: string }>()).findLast((m) => m.to === email);
    const step2 = new URL(mail!.link!);
    await page.goto(`${portal.url}${step2.pathname}?lang=en`);
    await expect
      .poll(() => page.title(), { timeout: 15_000 })
      .toBe('Choose your dates · Sakhli Group');
    expect(page.url()).toContain('/qr/booking/');

    // Dates far enough ahead that no seeded stay holds them.
    await page.locator('[data-day] button:not([disabled])').first().waitFor();
    await tabTo(page, page.locator('[data-day] button[tabindex="0"]'));
    await pickDay(page, inDays(60));
    await pickDay(page, inDays(62));
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    const field = (name: string) => page.getByLabel(name, { exact: true });
    await field('First name').fill('Nino');
    await field('Last name').fill('Beridze');
    await field('Gender').selectOption({ label: 'Female' });
    await field('Citizenship').selectOption({ label: 'Georgia' });
    await field('Country of residence').selectOption({ label: 'Georgia' });
    await field('City').fill('Tbilisi');
    await field('Address').fill('12 Rustaveli Ave');
    await field('Personal or passport number').fill('01024012345');
    await field('Phone').fill('+995 555 12 34 56');
    await field('E-mail').fill(email);
    await field('Payment').selectOption({ label: 'Card' });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Review and book' }).waitFor();
    await page.getByRole('button', { name: 'Book now' }).click();
    await page.getByRole('heading', { name: /Booking request sent/ }).waitFor();
    expect(await pageCspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
