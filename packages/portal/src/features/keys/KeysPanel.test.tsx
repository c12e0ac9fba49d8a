// The digital keys panel on /services against the demo API as the owner: active and paused keys with
// when each last opened the door (expired ones left out), the door history as a month (the day of the
// latest opening marked) with the list of the day chosen, the day before from the keyboard, the PDF
// export, a failed history with its retry, and the keys count.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createDemoApi, type DemoApi } from '@sakhli/demo-api';
import { getDoorHistory, getKeyCalendar, getKeyCount } from '@sakhli/sdk';
import { addDays, formatDate, formatTime, tbilisiDay } from '@sakhli/widgets';
import { renderDemoPortal } from '../../../test/demoPortal';

const OWNER = 'owner@sakhli.ge';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

/** The demo owner reading English; `override` answers some calls instead of the demo API. */
function ownerApi(override: (request: Request) => Response | undefined = () => undefined): DemoApi {
  const real = createDemoApi();
  real.db().accounts.accounts.find((a) => a.email === OWNER)!.language = 'en';
  return { ...real, fetch: async (request) => override(request) ?? real.fetch(request) };
}

const keysRegion = () => screen.findByRole('region', { name: 'Digital keys' });

describe('digital keys on /services', () => {
  it('lists the active and paused keys with their last opening, and the history of the day of the latest', async () => {
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/services?apartment=101', {
      email: OWNER,
      api: ownerApi(),
    });
    const region = await keysRegion();
    const keys = await getKeyCalendar(demo.direct, 101);
    const live = keys.filter((k) => k.status !== 'expired');
    const table = await within(region).findByRole('table', {
      name: 'Active and paused keys of this apartment',
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(live.length + 1));
    for (const key of keys) {
      if (key.status === 'expired') expect(table).not.toHaveTextContent(key.title);
      else expect(table).toHaveTextContent(key.title);
    }
    // The count over every apartment.
    const count = await getKeyCount(demo.direct);
    expect(region).toHaveTextContent(
      `Keys of all your apartments: ${count.active} active keys, ${count.paused} paused`,
    );

    // The history opens on the day of the latest opening, with that opening in it.
    const latest = live
      .map((k) => k.last_opened_at)
      .filter((at): at is string => !!at)
      .sort()
      .at(-1)!;
    const day = tbilisiDay(latest);
    const history = await within(region).findByRole('table', { name: /^Door history of/ });
    expect(history).toHaveAccessibleName(`Door history of ${formatDate(day, 'en', 'long')}`);
    const events = await getDoorHistory(demo.direct, 101, day);
    await waitFor(() =>
      expect(within(history).getAllByRole('row')).toHaveLength(events.length + 1),
    );
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(formatTime(latest));

    // The month of that day, the day's cell marked: the keys' last opening, its list shown below.
    const month = within(region).getByRole('grid', { name: /^Door history by day / });
    const chosen = within(month).getByRole('gridcell', { name: /its door history is shown below/ });
    expect(chosen).toHaveAccessibleName(/last opening of /);
    expect(chosen).toHaveTextContent('●');

    // The day before, from the keyboard: its own entries (or the empty state), asked for once.
    chosen.focus();
    await user.keyboard('{ArrowLeft}{Enter}');
    const before = addDays(day, -1);
    const earlier = await getDoorHistory(demo.direct, 101, before);
    await waitFor(() =>
      expect(
        demo.urls.some(
          (u) => u.pathname === '/api/keys/101/list' && u.searchParams.get('date') === before,
        ),
      ).toBe(true),
    );
    if (earlier.length === 0) {
      expect(
        await within(region).findByText('Nobody opened or tried the door that day.'),
      ).toBeVisible();
    } else {
      await waitFor(() =>
        expect(
          within(
            within(region).getByRole('table', {
              name: `Door history of ${formatDate(before, 'en', 'long')}`,
            }),
          ).getAllByRole('row'),
        ).toHaveLength(earlier.length + 1),
      );
    }
    expect(demo.urls.filter((u) => u.pathname === '/api/keys/101/list')).toHaveLength(2);
    expect(demo.gets('/api/keys/101/calendar')).toBe(1);
  });

  it('downloads the door history as a PDF and says so', async () => {
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/services?apartment=101', {
      email: OWNER,
      api: ownerApi(),
    });
    const region = await keysRegion();
    await user.click(await within(region).findByRole('button', { name: 'Door history (PDF)' }));
    expect(await within(region).findByText('Saved door-history-101.pdf.')).toBeVisible();
    expect(demo.gets('/api/keys/101/filePdf')).toBe(1);
  });

  it('says a failed day with its reason and loads it again on Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = ownerApi((request) =>
      fail && new URL(request.url).pathname === '/api/keys/101/list'
        ? new Response(JSON.stringify({ message: 'The door service is resting.' }), {
            status: 503,
            headers: { 'content-type': 'application/json' },
          })
        : undefined,
    );
    await renderDemoPortal('/services?apartment=101', { email: OWNER, api });
    const region = await keysRegion();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('The door service is resting.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('table', { name: /^Door history of/ })).toBeVisible();
  });

  it('says a failed keys count in its place and shows it on Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = ownerApi((request) =>
      fail && new URL(request.url).pathname === '/api/keys/count'
        ? Response.json({ message: 'The key counter is resting.' }, { status: 403 })
        : undefined,
    );
    const demo = await renderDemoPortal('/services?apartment=101', { email: OWNER, api });
    const region = await keysRegion();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('How many keys your apartments have could not be loaded.');
    expect(alert).toHaveTextContent('The key counter is resting.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const count = await getKeyCount(demo.direct);
    expect(
      await within(region).findByText(new RegExp(`${count.active} active keys`)),
    ).toBeVisible();
    expect(within(region).queryByRole('alert')).toBeNull();
  });
});
