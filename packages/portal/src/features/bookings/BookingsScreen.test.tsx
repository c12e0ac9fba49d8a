// /bookings against the demo API, as the owner meets it: the timeline of their apartments × two
// weeks from Monday (Tbilisi's today), one calendar call per range, Enter on a booking opens its
// details, the view, first day and filters in the address, the list by default on a phone, the
// export with the same days and filters, "Book for a guest" in the toolbar, and the menu's new and
// current bookings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createDemoApi } from '@sakhli/demo-api';
import {
  getApartments,
  getBookingsCalendar,
  getCurrentBookingsCount,
  getNewBookingsCount,
} from '@sakhli/sdk';
import { addDays, startOfMonth, startOfWeek, todayInTbilisi } from '@sakhli/widgets';
import { heading } from '../../../test/renderPortal';
import { renderDemoPortal } from '../../../test/demoPortal';

/** The owner (apartments 101…), reading English (the seed gives them Georgian). */
function owner() {
  const api = createDemoApi();
  api.db().accounts.accounts.find((a) => a.email === 'owner@sakhli.ge')!.language = 'en';
  return { email: 'owner@sakhli.ge', api };
}

beforeEach(async () => {
  await page.viewport(1280, 900);
});

const grid = (name: RegExp) => screen.findByRole('grid', { name });
const focused = () => document.activeElement as HTMLElement;

describe('/bookings', () => {
  it('shows the timeline of the owner’s apartments from this week’s Monday, with one call', async () => {
    const demo = await renderDemoPortal('/bookings', owner());
    await heading('Bookings');
    const timeline = await grid(/^Bookings /);
    const apartments = await getApartments(demo.direct);
    expect(
      within(timeline)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(apartments.map((a) => a.address));
    const monday = startOfWeek(todayInTbilisi());
    await waitFor(() =>
      expect(within(timeline).getAllByRole('gridcell').length).toBeGreaterThan(0),
    );
    expect(demo.gets('/api/bookings/calendar')).toBe(1);
    const call = demo.urls.find((u) => u.pathname === '/api/bookings/calendar')!;
    expect(call.searchParams.get('date_range')).toBe(`${monday},${addDays(monday, 13)}`);
    expect(screen.getByRole('button', { name: 'Timeline', pressed: true })).toBeInTheDocument();
    // The status legend says each status in words beside its colour.
    const legend = screen.getByRole('list', { name: 'Statuses' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['●New', '✓Approved', '✕Canceled']);
  });

  it('opens a booking from the keyboard: arrows to its day, Enter', async () => {
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/bookings', owner());
    const timeline = await grid(/^Bookings /);
    const today = todayInTbilisi();
    const events = await getBookingsCalendar(demo.direct, {
      dateRange: { from: today, to: today },
    });
    // The guests in the house today (seeded: arrived two days ago, approved).
    const staying = events.find(
      (e) => e.status === 'approved' && e.start < today && today < e.end,
    )!;
    const row = within(timeline)
      .getAllByRole('row')
      .find(
        (r) =>
          within(r).queryByRole('rowheader')?.textContent?.length &&
          r.textContent?.includes(staying.title.split(' · ')[1]!),
      )!;
    const todayCell = await within(row).findByRole('gridcell', { name: /today: .*Approved/ });
    todayCell.focus();
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toHaveAccessibleName(new RegExp(staying.title.split(' · ')[0]!));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(demo.portal.router.state.location.pathname).toBe(`/bookings/${staying.id}/orders`),
    );
  });

  it('keeps the view, the first day and the filters in the address, one call per range', async () => {
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/bookings?view=timeline', owner());
    await grid(/^Bookings /);
    await user.click(screen.getByRole('button', { name: 'Month' }));
    const month = startOfMonth(todayInTbilisi());
    const monthGrid = await grid(/^Bookings \w+ \d{4}$/);
    expect(demo.portal.router.state.location.search).toMatchObject({ view: 'month', from: month });
    within(monthGrid).getAllByRole('gridcell', { name: /today/ })[0]!.focus();
    await user.keyboard('{PageDown}');
    const next = startOfMonth(addDays(month, 40));
    await waitFor(() =>
      expect(demo.portal.router.state.location.search).toMatchObject({ from: next }),
    );
    await waitFor(() =>
      expect(
        demo.urls
          .filter((u) => u.pathname === '/api/bookings/calendar')
          .map((u) => u.searchParams.get('date_range')!.slice(0, 10)),
      ).toContain(next),
    );
    const calendarFilters = screen.getByRole('group', { name: 'Calendar and export' });
    await user.selectOptions(
      within(calendarFilters).getByRole('combobox', { name: 'Status' }),
      'new',
    );
    await waitFor(() =>
      expect(demo.portal.router.state.location.search).toMatchObject({ status: 'new' }),
    );
    await waitFor(() =>
      expect(
        demo.urls
          .filter((u) => u.pathname === '/api/bookings/calendar')
          .at(-1)!
          .searchParams.get('status'),
      ).toBe('new'),
    );
    await user.click(screen.getByRole('button', { name: 'Export to a file' }));
    await waitFor(() => expect(demo.gets('/api/bookings/file')).toBe(1));
    const file = demo.urls.find((u) => u.pathname === '/api/bookings/file')!;
    expect(file.searchParams.get('status')).toBe('new');
    expect(file.searchParams.get('date_range')?.slice(0, 10)).toBe(next);
    // Each range and filter was asked for once.
    const ranges = demo.urls
      .filter((u) => u.pathname === '/api/bookings/calendar')
      .map((u) => u.search);
    expect(new Set(ranges).size).toBe(ranges.length);
  });

  it('shows the list by default on a phone, each booking with its status and a link', async () => {
    await page.viewport(375, 800);
    const demo = await renderDemoPortal('/bookings', owner());
    await heading('Bookings');
    expect(await screen.findByRole('button', { name: 'List', pressed: true })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /^Open booking: / });
    const month = startOfMonth(todayInTbilisi());
    const events = await getBookingsCalendar(demo.direct, {
      dateRange: { from: month, to: addDays(startOfMonth(addDays(month, 40)), -1) },
    });
    expect(links).toHaveLength(events.length);
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('lists every booking in the table, its page in the address beside the calendar’s', async () => {
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/bookings?view=month&t_per_page=10', owner());
    const table = await screen.findByRole('table', { name: 'All bookings' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(11));
    // Its rows came with the screen: one call.
    expect(demo.gets('/api/bookings')).toBe(1);
    const first = within(table).getAllByRole('row')[1]!;
    const link = within(first).getAllByRole('link')[0]!;
    expect(link).toHaveAttribute('href', `/bookings/${link.textContent}/orders`);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(demo.portal.router.state.location.search).toMatchObject({
        view: 'month',
        t_page: '2',
      }),
    );
    expect(await screen.findByRole('grid', { name: /^Bookings / })).toBeInTheDocument();
  });

  it('books for a guest from the toolbar: the form opens in its dialog, empty', async () => {
    const user = userEvent.setup();
    await renderDemoPortal('/bookings', owner());
    await heading('Bookings');
    const toolbar = screen.getByRole('group', { name: 'Calendar and export' });
    await user.click(within(toolbar).getByRole('button', { name: 'Book for a guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book for a guest' });
    expect(await within(dialog).findByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Create the booking' })).toBeInTheDocument();
  });

  it('counts new and current bookings in the menu', async () => {
    const demo = await renderDemoPortal('/bookings', owner());
    await heading('Bookings');
    const fresh = await getNewBookingsCount(demo.direct);
    const current = await getCurrentBookingsCount(demo.direct);
    expect(current).toBeGreaterThan(0);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      await within(nav).findByRole('link', { name: `Bookings, ${fresh} new, ${current} current` }),
    ).toBeInTheDocument();
  });
});
