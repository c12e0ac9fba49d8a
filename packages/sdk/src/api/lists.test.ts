// A list definition: what it sends (only what it declares), its keys (under the domain's root, so
// invalidating the domain refreshes every page), its totals and its scoped form.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createClient } from '../client/createClient';
import { json, recordingFetch } from '../testing/recordingFetch';
import {
  acceptedListParams,
  defineList,
  defineScopedList,
  fetchListPage,
  listPageQuery,
} from './lists';

const row = v.object({ id: v.number(), amount: v.number() });
const things = defineList({
  key: ['things', 'list'],
  url: 'api/things',
  row,
  config: 'deals',
  filters: { status: ['open', 'closed'], apartment_id: 'id', date: 'date-range', title: 'text' },
  sorts: ['date', 'amount'],
  totals: ['amount'],
});

function setup(
  answer: unknown = { data: { items: [{ id: 1, amount: 5 }] }, meta: { items_count: 1 } },
) {
  const rec = recordingFetch(() => json(answer));
  return { client: createClient({ baseURL: 'http://api.test/', fetch: rec.fetch }), rec };
}

describe('defineList', () => {
  it('sends only the filters and sort it declares, with values they allow', () => {
    expect(
      acceptedListParams(things, {
        page: 2,
        perPage: 25,
        sort: '-amount',
        filters: {
          status: 'open',
          apartment_id: '101',
          date: { from: '2026-11-01', to: 'soon' },
          title: 'Lease',
          view: 'calendar',
        },
      }),
    ).toEqual({
      page: 2,
      perPage: 25,
      sort: '-amount',
      filters: {
        status: 'open',
        apartment_id: '101',
        date: { from: '2026-11-01' },
        title: 'Lease',
      },
    });
    expect(
      acceptedListParams(things, {
        page: -1,
        sort: 'secret',
        filters: { status: 'lost', apartment_id: '1 OR 1=1', date: { to: 'x' } },
      }),
    ).toEqual({ filters: {} });
  });

  it('fetches a page with its totals, from the query it declares', async () => {
    const { client, rec } = setup({
      data: { items: [{ id: 1, amount: 5 }] },
      meta: { items_count: 12, totals: { amount: 60 } },
    });
    const page = await fetchListPage(client, things, {
      page: 2,
      filters: { status: 'closed', hidden: 'x' },
    });
    expect(page).toEqual({ items: [{ id: 1, amount: 5 }], itemsCount: 12, totals: { amount: 60 } });
    expect(rec.last().url.pathname).toBe('/api/things');
    expect(Object.fromEntries(rec.last().url.searchParams)).toEqual({
      page: '2',
      status: 'closed',
    });
  });

  it('ignores totals of the wrong shape rather than failing the page', async () => {
    const { client } = setup({
      data: { items: [] },
      meta: { items_count: 0, totals: { amount: 'many' } },
    });
    expect(await fetchListPage(client, things)).toEqual({ items: [], itemsCount: 0 });
  });

  it('keys every page under its root, by what is really sent', () => {
    const { client } = setup();
    const a = listPageQuery(client, things, { page: 1, filters: { status: 'open', junk: 1 } });
    const b = listPageQuery(client, things, { page: 1, filters: { status: 'open' } });
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey.slice(0, 2)).toEqual(['things', 'list']);
    expect(things.keys.all).toEqual(['things', 'list']);
  });

  it('scopes a list by its parent: one URL and key per parent, one root for all', async () => {
    const perApartment = defineScopedList({
      key: ['money', 'apartment'],
      url: (id) => `api/money/apartment/${id}`,
      row,
    });
    const { client, rec } = setup();
    await fetchListPage(client, perApartment.of(102));
    expect(rec.last().url.pathname).toBe('/api/money/apartment/102');
    expect(perApartment.of(102).keys.all).toEqual(['money', 'apartment', 102]);
    expect(perApartment.of(102).keys.all.slice(0, 2)).toEqual(perApartment.keys.all);
  });
});
