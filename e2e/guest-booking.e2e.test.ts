// Journey 2 (issue 4 "Done when"): on the hostile, strict-CSP playground, a guest books an apartment
// through <sakhli-guest-booking> with the keyboard only, against the real demo API server.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { axeInside } from './support/axe';
import { closeBrowser, openPage, pageCspViolations } from './support/browser';
import { fixtures, onPlayground, outbox } from './support/demo';
import { pickDay, tabTo } from './support/keyboard';
import { builtTags } from './support/playground';

const TAG = 'sakhli-guest-booking';
const EMAIL = `keyboard-${Date.now()}@example.ge`;

afterAll(closeBrowser);

/** A two-night stay from two days ahead whose days no booking touches. */
async function freeStay(link: string): Promise<{ from: string; to: string }> {
  const url = new URL(link);
  const response = await fetch(new URL(`api${url.pathname}/bookedDates`, inject('apiBase')), {
    headers: { accept: 'application/json' },
  });
  const { data } = (await response.json()) as { data: { start: string; end: string }[] };
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const taken = (day: string) => data.some((r) => r.start <= day && day <= r.end);
  const today = new Date();
  for (let offset = 2; offset < 50; offset++) {
    const days = [0, 1, 2].map((n) => {
      const d = new Date(
        Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset + n),
      );
      return iso(d);
    });
    if (!days.some(taken)) return { from: days[0]!, to: days[2]! };
  }
  throw new Error('no free stay in the next 50 days');
}

describe.skipIf(!builtTags().includes(TAG))(
  'guest booking, before its runtime (issue 28 §5)',
  () => {
    it('shows the e-mail step at once and keeps what the guest typed and sent', async () => {
      const [apartment] = (await fixtures()).guestLinks ?? [];
      const address = `first-view-${Date.now()}@example.ge`;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const url = `${onPlayground(apartment!.url)}?only=${TAG}`;
      // The shared runtime (React or Preact, and the rest) is held back until the guest has sent.
      const { page, errors } = await openPage(url, {
        before: (page) =>
          page.route(/\/runtime\.js$/, async (route) => {
            await held;
            await route.continue();
          }),
      });
      const widget = page.locator(TAG).first();
      const email = widget.getByRole('textbox', { name: 'E-mail' });
      await email.waitFor();
      expect(await page.evaluate(`customElements.get('${TAG}') === undefined`)).toBe(true);
      await tabTo(page, email);
      await page.keyboard.type(address);
      await page.keyboard.press('Enter');
      // Held by the view, not sent to the page as a form's default would be.
      expect(page.url()).toBe(url);
      expect((await outbox<{ to: string }>()).some((mail) => mail.to === address)).toBe(false);

      release();
      await widget.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      await widget.getByText(address).waitFor();
      expect((await outbox<{ to: string }>()).filter((mail) => mail.to === address)).toHaveLength(
        1,
      );
      expect(await pageCspViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  },
);

describe.skipIf(!builtTags().includes(TAG))('guest booking, keyboard only', () => {
  it('requests the e-mail link, picks dates, fills the form and books', async () => {
    const [apartment] = (await fixtures()).guestLinks ?? [];
    expect(apartment).toBeDefined();

    // Step 1: the QR landing page of the apartment, on the marketing site's origin.
    const step1 = await openPage(`${onPlayground(apartment!.url)}?only=${TAG}`);
    const widget = step1.page.locator(TAG).first();
    const email = widget.getByRole('textbox', { name: 'E-mail' });
    await email.waitFor();
    await tabTo(step1.page, email);
    await step1.page.keyboard.type(EMAIL);
    await step1.page.keyboard.press('Enter');
    await widget.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await pageCspViolations(step1.page)).toEqual([]);
    await step1.page.context().close();

    // The e-mailed link (10-minute window) opens step 2 on the same page.
    const mail = (await outbox<{ to: string; link?: string }>()).findLast((m) => m.to === EMAIL);
    expect(mail?.link).toMatch(/\/qr\/booking\/\d+\/\w+\/\w+/);
    const stay = await freeStay(mail!.link!);
    const { page, cspViolations, errors } = await openPage(
      `${onPlayground(mail!.link!)}?only=${TAG}`,
    );
    const form = page.locator(TAG).first();
    const booked = page
      .evaluate(
        `new Promise((resolve) => document.addEventListener('sakhli-booked', (e) => resolve(e.detail), { once: true }))`,
      )
      // A failed step closes the page; the test then fails on that step, not on this promise.
      .catch(() => null);

    // Dates: Tab into the calendar, arrows to the day, Enter to choose.
    const firstDay = form.locator('[data-day] button:not([disabled])').first();
    await firstDay.waitFor();
    await tabTo(page, form.locator('[data-day] button[tabindex="0"]'));
    await pickDay(page, stay.from);
    await pickDay(page, stay.to);
    const next = form.getByRole('button', { name: 'Next', exact: true });
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // The guest form: every field by Tab and typing; selects take type-ahead.
    const field = (name: string) => form.getByLabel(name, { exact: true });
    await field('First name').waitFor();
    const typeInto = async (name: string, text: string) => {
      await tabTo(page, field(name));
      await page.keyboard.type(text);
    };
    await form.getByRole('option', { name: 'Georgia' }).first().waitFor({ state: 'attached' });
    await typeInto('First name', 'Nino');
    await typeInto('Last name', 'Beridze');
    await typeInto('Gender', 'Female');
    await typeInto('Citizenship', 'Georgia');
    await typeInto('Country of residence', 'Georgia');
    await typeInto('City', 'Tbilisi');
    await typeInto('Address', '12 Rustaveli Ave');
    await typeInto('Personal or passport number', '01024012345');
    await typeInto('Phone', '+995 555 12 34 56');
    await tabTo(page, field('E-mail'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(EMAIL);
    await typeInto('Payment', 'Card');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Review, then book.
    await form.getByRole('heading', { name: 'Review and book' }).waitFor();
    const book = form.getByRole('button', { name: 'Book now' });
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    await form.getByRole('heading', { name: /Booking request sent/ }).waitFor();

    const detail = (await booked) as { bookingId: number } | null;
    expect(detail?.bookingId).toBeGreaterThan(0);
    expect(await pageCspViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    // Last: axe-core itself writes un-nonced <style> elements, which the page's CSP reports.
    expect(await axeInside(page, TAG)).toEqual([]);
  });
});
