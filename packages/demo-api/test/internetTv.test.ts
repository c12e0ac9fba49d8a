// Internet/TV through the SDK (spec §4, §9): order, package change, pause with the 6 GEL/month fee,
// resume, cancel, the refusals in between, statements, and malformed bodies.
import { describe, expect, it } from 'vitest';
import {
  cancelInternetTv,
  changeInternetTvPackage,
  downloadInternetTv,
  getInternetTvHistory,
  getInternetTvSubscription,
  getInternetTvTariffs,
  getInternetTvTotal,
  orderInternetTv,
  pauseInternetTv,
  resumeInternetTv,
  fetchListPage,
  transactionsList,
} from '@sakhli/sdk';
import { createHarness, failure, raw, RESIDENT } from './harness';

const TODAY = '2026-11-23';

describe('internet/TV', () => {
  it('lists internet and TV tariffs with monthly prices', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const tariffs = await getInternetTvTariffs(client);
    expect(tariffs.internet.length).toBeGreaterThanOrEqual(3);
    expect(tariffs.tv.length).toBeGreaterThanOrEqual(3);
    expect(tariffs.internet.every((t) => t.kind === 'internet' && t.monthly_price > 0)).toBe(true);
    expect(tariffs.tv.every((t) => t.kind === 'tv')).toBe(true);
  });

  it('orders internet and TV for an apartment without service', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    expect((await getInternetTvSubscription(client, 103)).status).toBe('passive');
    const { subscription, message } = await orderInternetTv(client, 103, {
      internetID: 1,
      tvID: 12,
    });
    expect(message).toBe('Internet/TV ordered.');
    expect(subscription).toMatchObject({
      status: 'active',
      start_date: TODAY,
      monthly_tariff: 35 + 25,
      cost: 60,
      internet: { id: 1 },
      tv: { id: 12 },
    });
    expect(await getInternetTvSubscription(client, 103)).toEqual(subscription);
  });

  it('changes the package of an active service and dates the change', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const { subscription, message } = await changeInternetTvPackage(client, 101, {
      internetID: 3,
      tvID: null,
    });
    expect(message).toBe('Package changed.');
    expect(subscription).toMatchObject({
      status: 'active',
      package_change_date: TODAY,
      internet: { id: 3 },
      tv: null,
      start_date: '2025-11-01',
    });
  });

  it('states the 6 GEL/month fee when pausing, charges it, and refuses to pause twice', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const paused = await pauseInternetTv(client, 101, { status: 'paused', months: 2 });
    expect(paused).toMatchObject({ fee_per_month: 6, months: 2, fee: 12, currency: 'GEL' });
    expect(paused.message).toBe(
      'Service paused for 2 month(s). A pause costs 6 GEL per month: 12 GEL in all.',
    );
    expect(paused.subscription).toMatchObject({
      status: 'paused',
      cost: 6,
      paused_until: '2027-01-23',
    });
    const charges = await fetchListPage(client, transactionsList, {
      filters: { apartment_id: 101, type: 'charge' },
    });
    expect(charges.items[0]).toMatchObject({ amount: -12, date: TODAY });

    const again = await failure(pauseInternetTv(client, 101, { status: 'paused' }));
    expect(again.status).toBe(422);
    expect(again.serverMessage).toBe('The service is already paused.');
    const change = await failure(
      changeInternetTvPackage(client, 101, { internetID: 1, tvID: null }),
    );
    expect(change.status).toBe(422);
    expect(change.serverMessage).toBe('Resume the paused service before changing its package.');
  });

  it('pauses for one month by default and resumes; resuming an active service is refused', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    expect(await pauseInternetTv(client, 104, { status: 'paused' })).toMatchObject({
      months: 1,
      fee: 6,
    });
    const resumed = await resumeInternetTv(client, 104);
    expect(resumed.message).toBe('Service resumed.');
    expect(resumed).toMatchObject({
      fee: 0,
      subscription: { status: 'active', paused_until: null },
    });
    const again = await failure(resumeInternetTv(client, 104));
    expect(again.status).toBe(422);
    expect(again.serverMessage).toBe('The service is not paused.');
  });

  it('resumes the seeded paused service', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    expect((await getInternetTvSubscription(client, 102)).status).toBe('paused');
    expect((await resumeInternetTv(client, 102)).subscription.status).toBe('active');
  });

  it('cancels by subscription id; a cancelled service cannot be cancelled or paused again', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const { id } = await getInternetTvSubscription(client, 105);
    const { subscription, message } = await cancelInternetTv(client, id);
    expect(message).toBe('Service cancelled.');
    expect(subscription).toMatchObject({ status: 'passive', disabled_date: TODAY, cost: 0 });
    const twice = await failure(cancelInternetTv(client, id));
    expect(twice.status).toBe(422);
    expect(twice.serverMessage).toBe('The service is already cancelled.');
    const pause = await failure(pauseInternetTv(client, 105, { status: 'paused' }));
    expect(pause.status).toBe(422);
    expect(pause.serverMessage).toBe('The service is cancelled; order it again first.');
    // Ordering again brings it back.
    expect(
      (await orderInternetTv(client, 105, { internetID: 2, tvID: null })).subscription.status,
    ).toBe('active');
  });

  it('speaks the caller language in refusals', async () => {
    const h = createHarness();
    const { client } = await h.signIn(undefined, { language: 'ru' });
    const error = await failure(resumeInternetTv(client, 101));
    expect(error.serverMessage).toBe('Услуга не приостановлена.');
  });

  it('keeps other people subscriptions out of reach of a resident', async () => {
    const h = createHarness();
    const owner = await h.signIn();
    const { id } = await getInternetTvSubscription(owner.client, 104);
    const { client } = await h.signIn(RESIDENT);
    expect((await failure(cancelInternetTv(client, id))).status).toBe(404);
    expect((await failure(pauseInternetTv(client, 104, { status: 'paused' }))).status).toBe(404);
    expect(
      (await failure(orderInternetTv(client, 103, { internetID: 1, tvID: null }))).status,
    ).toBe(404);
    // Their own apartments work.
    expect((await pauseInternetTv(client, 101, { status: 'paused' })).fee).toBe(6);
  });

  it('has a year of monthly bills, totals and statements', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const history = await getInternetTvHistory(client, 101, { perPage: 12 });
    expect(history.itemsCount).toBe(12);
    expect(history.items[0]).toMatchObject({
      month: '2026-10',
      internet: 'Fiber 100',
      tv: 'TV Basic',
    });
    // The seeded paused service pays the pause fee in its paused months.
    const paused = await getInternetTvHistory(client, 102, { perPage: 2 });
    expect(paused.items.map((b) => [b.status, b.amount])).toEqual([
      ['paused', 6],
      ['paused', 6],
    ]);
    const total = await getInternetTvTotal(client);
    expect(total.amount).toBeCloseTo(total.paid + total.debt, 2);
    const csv = await downloadInternetTv(client, 101, 'file');
    expect(csv.filename).toBe('internet-tv-101.csv');
    const pdf = await downloadInternetTv(client, 101, 'filePdf');
    expect(pdf.filename).toBe('internet-tv-101.pdf');
    expect((await pdf.blob.text()).startsWith('%PDF-')).toBe(true);
  });

  describe('refuses malformed bodies with 4xx and a message', () => {
    const cases: [string, string, unknown][] = [
      ['order: empty body', 'POST api/apartments/internetTv/order/103', {}],
      ['order: missing tvID', 'POST api/apartments/internetTv/order/103', { internetID: 1 }],
      [
        'order: string id',
        'POST api/apartments/internetTv/order/103',
        { internetID: '1', tvID: null },
      ],
      [
        'order: fraction',
        'POST api/apartments/internetTv/order/103',
        { internetID: 1.5, tvID: null },
      ],
      [
        'order: both null',
        'POST api/apartments/internetTv/order/103',
        { internetID: null, tvID: null },
      ],
      [
        'order: unknown tariff',
        'POST api/apartments/internetTv/order/103',
        { internetID: 999, tvID: null },
      ],
      [
        'order: TV id as internet',
        'POST api/apartments/internetTv/order/103',
        { internetID: 11, tvID: null },
      ],
      [
        'order: huge string',
        'POST api/apartments/internetTv/order/103',
        { internetID: 'x'.repeat(100_000), tvID: null },
      ],
      [
        'order: unknown apartment',
        'POST api/apartments/internetTv/order/999',
        { internetID: 1, tvID: null },
      ],
      ['order: array body', 'POST api/apartments/internetTv/order/103', [1, 2]],
      ['pause: empty body', 'PATCH api/apartments/internetTv/pause/101', {}],
      ['pause: unknown status', 'PATCH api/apartments/internetTv/pause/101', { status: 'stopped' }],
      [
        'pause: months zero',
        'PATCH api/apartments/internetTv/pause/101',
        { status: 'paused', months: 0 },
      ],
      [
        'pause: months 13',
        'PATCH api/apartments/internetTv/pause/101',
        { status: 'paused', months: 13 },
      ],
      [
        'pause: months text',
        'PATCH api/apartments/internetTv/pause/101',
        { status: 'paused', months: 'two' },
      ],
      [
        'pause: huge status',
        'PATCH api/apartments/internetTv/pause/101',
        { status: 'p'.repeat(100_000) },
      ],
      [
        'pause: unknown apartment',
        'PATCH api/apartments/internetTv/pause/999',
        { status: 'paused' },
      ],
      ['cancel: unknown id', 'PATCH api/apartments/internetTv/cancel/999999', undefined],
      ['cancel: not a number', 'PATCH api/apartments/internetTv/cancel/abc', undefined],
    ];
    it.each(cases)('%s', async (_name, call, json) => {
      const h = createHarness();
      const { session } = await h.signIn();
      const [method, path] = call.split(' ') as [string, string];
      const response = await raw(h, method, path, { session, json });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.message).toEqual(expect.any(String));
    });

    it('non-JSON body', async () => {
      const h = createHarness();
      const { session } = await h.signIn();
      const response = await raw(h, 'PATCH', 'api/apartments/internetTv/pause/101', {
        session,
        body: 'status=paused',
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid request: the body must be JSON.');
    });
  });
});
