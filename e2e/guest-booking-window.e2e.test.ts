// Journey 3 (spec §4 guest reservation): the 10-minute window runs out while the guest fills the
// form on the strict-CSP playground; a new e-mailed link, opened in a new tab, continues the form.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeInside } from './support/axe';
import { closeBrowser, openPage, pageCspViolations } from './support/browser';
import { fixtures, onPlayground, outbox, resetDemo, travel } from './support/demo';
import { fillGuestForm } from './support/guestForm';
import { builtTags } from './support/playground';

const TAG = 'sakhli-guest-booking';
const EMAIL = `window-${Date.now()}@example.ge`;

// The clock travels: leave a fresh demo API to the journeys after this one.
beforeAll(resetDemo);
afterAll(async () => {
  await resetDemo();
  await closeBrowser();
});

async function requestLink(link: { url: string }): Promise<string> {
  const response = await fetch(new URL(`api${new URL(link.url).pathname}`, inject('apiBase')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: EMAIL }),
  });
  expect(response.status).toBe(200);
  return latestLink();
}

async function latestLink(): Promise<string> {
  const mail = (await outbox<{ to: string; link?: string }>()).findLast((m) => m.to === EMAIL);
  expect(mail?.link).toMatch(/\/qr\/booking\/\d+\/\w+\/\w+$/);
  return `${onPlayground(mail!.link!)}?only=${TAG}`;
}

describe.skipIf(!builtTags().includes(TAG))('guest booking, expired window', () => {
  it('says the window expired, keeps the answers and continues them from the new link', async () => {
    const [apartment] = (await fixtures()).guestLinks ?? [];
    const first = await requestLink(apartment!);
    const { page, cspViolations, errors } = await openPage(first);
    const widget = page.locator(TAG).first();

    // Two free nights: the first free day with a free next day and a selectable day after.
    const free = widget.locator('[data-day]:not([data-disabled]) button');
    await free.first().waitFor();
    const days = await widget
      .locator('[data-day]:not([data-disabled])')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-day')!));
    const from = days.find((d, i) => days[i + 2] && addDays(d, 2) === days[i + 2])!;
    await widget.locator(`[data-day="${from}"] button`).click();
    await widget.locator(`[data-day="${addDays(from, 2)}"] button`).click();
    const next = widget.getByRole('button', { name: 'Next', exact: true });
    await next.click();

    await fillGuestForm(widget, EMAIL);
    await next.click();
    await widget.getByRole('heading', { name: 'Review and book' }).waitFor();

    // Eleven minutes later the server refuses the booking: the widget offers a new e-mail.
    await travel(11 * 60_000);
    await widget.getByRole('button', { name: 'Book now' }).click();
    await widget.getByText('Your 10 minutes are over').waitFor();
    expect(await widget.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(EMAIL);
    await widget.getByRole('button', { name: 'Send a new link' }).click();
    await widget.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const second = await latestLink();
    expect(second).not.toBe(first);

    // The e-mail's link opens in a new tab of the same browser: the answers come back.
    const tab = await page.context().newPage();
    tab.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await tab.goto(second, { waitUntil: 'load' });
    const resumed = tab.locator(TAG).first();
    const booked = tab
      .evaluate(
        `new Promise((resolve) => document.addEventListener('sakhli-booked', (e) => resolve(e.detail), { once: true }))`,
      )
      .catch(() => null);
    await resumed.getByRole('button', { name: 'Next', exact: true }).click();
    const name = resumed.getByLabel('First name', { exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Nino');
    await resumed.getByRole('button', { name: 'Next', exact: true }).click();
    await resumed.getByRole('button', { name: 'Book now' }).click();
    await resumed.getByRole('heading', { name: /Booking request sent/ }).waitFor();
    expect(((await booked) as { bookingId: number } | null)?.bookingId).toBeGreaterThan(0);
    // Nothing of the guest is left in the browser's storage after booking.
    expect(
      await tab.evaluate(`Object.keys(localStorage).filter((k) => k.startsWith('sakhli:guest'))`),
    ).toEqual([]);

    expect(await pageCspViolations(page)).toEqual([]);
    expect(await pageCspViolations(tab)).toEqual([]);
    expect(cspViolations).toEqual([]);
    // The browser logs the refused booking (410 Gone) itself; that refusal is this journey's point.
    expect(errors.filter((e) => !/status of 410 \(Gone\)/.test(e))).toEqual([]);
    expect(await axeInside(tab, TAG)).toEqual([]);
  });
});

function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + n));
  return date.toISOString().slice(0, 10);
}
