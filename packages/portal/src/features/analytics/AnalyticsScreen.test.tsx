// /analytics (issue 26 §3) against the real demo API, as an owner: the period in the address, the
// figures and their change against the period before computed right (here independently of the
// SDK's helper), one revenue call, an empty period said, and a CSV whose formula-like apartment
// name is neutralised.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createDemoApi } from '@sakhli/demo-api';
import { getRevenue, revenueSpan, tbilisiToday, type RevenuePoint } from '@sakhli/sdk';
import { renderDemoPortal } from '../../../test/demoPortal';

const OWNER = 'owner@sakhli.ge';

/** A demo API whose owner reads English (the seeded owner reads Georgian). */
function englishOwnerApi(api = createDemoApi()) {
  api.db().accounts.accounts.find((a) => a.role === 'owner')!.language = 'en';
  return api;
}

const en = (value: number, digits = 1) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: digits }).format(value);
const gel = (n: number, digits: 0 | 2) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'GEL',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .format(n)
    .replace(/\s/g, ' ');

/** A figure's value and its note, found by the figure's label. */
async function figure(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  const value = term.nextElementSibling as HTMLElement;
  return { value, note: value.nextElementSibling as HTMLElement };
}

/** The figures, summed by hand: occupancy is booked over available nights, the rate per night. */
function expected(points: RevenuePoint[]) {
  const revenue = points.reduce((s, p) => s + p.revenue, 0);
  const nights = points.reduce((s, p) => s + p.nights, 0);
  const available = points.reduce((s, p) => s + p.available_nights!, 0);
  return { revenue, nights, occupancy: nights / available, rate: revenue / nights };
}

const change = (now: number, before: number) => {
  const c = ((now - before) / before) * 100;
  return `${c > 0 ? '+' : '−'}${en(Math.abs(c))}%`;
};

afterEach(() => vi.restoreAllMocks());

describe('/analytics', () => {
  it('keeps the period in the address and compares each figure with the period before', async () => {
    await page.viewport(1280, 800);
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/analytics?months=6', {
      email: OWNER,
      api: englishOwnerApi(),
    });
    const span = revenueSpan(6, tbilisiToday());
    const all = await getRevenue(demo.direct, { from: span.previousFrom, to: span.to });
    const now = expected(all.series.filter((p) => p.month >= span.from));
    const before = expected(all.series.filter((p) => p.month <= span.previousTo));

    const revenue = await figure('Revenue');
    expect(revenue.value).toHaveTextContent(gel(now.revenue, 0));
    expect(revenue.note).toHaveTextContent(
      `${change(now.revenue, before.revenue)} against ${gel(before.revenue, 0)} the 6 months before`,
    );
    const nights = await figure('Booked nights');
    expect(nights.value).toHaveTextContent(en(now.nights));
    expect(nights.note).toHaveTextContent(change(now.nights, before.nights));
    const occupancy = await figure('Occupancy');
    expect(occupancy.value).toHaveTextContent(`${en(now.occupancy * 100)}%`);
    expect(occupancy.note).toHaveTextContent(change(now.occupancy, before.occupancy));
    const rate = await figure('Average nightly rate');
    expect(rate.value).toHaveTextContent(gel(Math.round(now.rate * 100) / 100, 2));

    // The chart draws the total and each apartment over the period's 6 months.
    expect(await screen.findByRole('img', { name: /Revenue by month/ })).toBeVisible();
    expect(demo.gets('/api/analytics/revenue')).toBe(1);
    expect(demo.gets('/api/apartments/list')).toBe(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '3');
    await waitFor(() => expect(demo.portal.router.state.location.href).toBe('/analytics?months=3'));
    const short = revenueSpan(3, tbilisiToday());
    const three = await getRevenue(demo.direct, { from: short.previousFrom, to: short.to });
    const threeNow = expected(three.series.filter((p) => p.month >= short.from));
    await waitFor(async () =>
      expect((await figure('Revenue')).value).toHaveTextContent(gel(threeNow.revenue, 0)),
    );
  });

  it('says so when the period earned nothing', async () => {
    const api = englishOwnerApi();
    api.db().analytics.revenue = [];
    await renderDemoPortal('/analytics', { email: OWNER, api });
    expect(await screen.findByText(/No bookings brought revenue in this period/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says beside the apartment picker that its apartments failed, and Try again fills it', async () => {
    const real = englishOwnerApi();
    let down = true;
    const api = {
      ...real,
      fetch: async (request: Request) =>
        down && new URL(request.url).pathname === '/api/apartments/list'
          ? Response.json({ message: 'The registry is resting.' }, { status: 403 })
          : real.fetch(request),
    };
    await renderDemoPortal('/analytics', { email: OWNER, api });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The apartments to choose from could not be loaded.');
    expect(failed).toHaveTextContent('The registry is resting.');
    down = false;
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Try again' }));
    const picker = screen.getByRole('combobox', { name: 'Apartment' });
    const first = real.db().apartments.apartments.find((a) => a.ownerId === 1)!;
    await waitFor(() => expect(picker).toHaveTextContent(first.address.en));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('exports what is shown as CSV with a formula-like apartment name neutralised', async () => {
    const api = englishOwnerApi();
    const first = api.db().apartments.apartments.find((a) => a.ownerId === 1)!;
    const evil = "=cmd|' /C calc'!A0";
    first.address = { ge: evil, en: evil, ru: evil };
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const demo = await renderDemoPortal('/analytics?months=3', { email: OWNER, api });
    await figure('Revenue');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await saved[0]!.text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toContain(`"'${evil}"`);
    expect(header!.startsWith('Month,All apartments,')).toBe(true);
    // Three months, then the period's and the one before's rows, from the numbers on screen.
    expect(rows).toHaveLength(5);
    const span = revenueSpan(3, tbilisiToday());
    const all = await getRevenue(demo.direct, { from: span.previousFrom, to: span.to });
    const total = all.series.filter((p) => p.month >= span.from).reduce((s, p) => s + p.revenue, 0);
    expect(rows[3]!.split(',')[1]).toBe(String(Math.round(total * 100) / 100));
    expect(within(document.body).queryByRole('link', { name: /csv/i })).toBeNull();
  });
});
