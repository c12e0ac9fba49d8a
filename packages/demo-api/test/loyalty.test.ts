// Loyalty through the SDK (spec §3, §4): wallet kinds, history by status, products, recommendations,
// and exchange refused when the available points are short.
import { describe, expect, it } from 'vitest';
import {
  createRecommendation,
  exchangePoints,
  getLoyaltyProducts,
  getRecommendations,
  getWallet,
  pointStatuses,
  walletOfRefusal,
  type ApiError,
  fetchListPage,
  getList,
  loyaltyHistoryList,
} from '@sakhli/sdk';
import { BASE_URL, createHarness, failure, raw, RESIDENT } from './harness';

describe('loyalty', () => {
  it('has points of every kind, available = confirmed − spent', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const wallet = await getWallet(client);
    expect(wallet.confirmed).toBeGreaterThan(0);
    expect(wallet.unconfirmed).toBeGreaterThan(0);
    expect(wallet.spent).toBeGreaterThan(0);
    expect(wallet.available).toBe(wallet.confirmed - wallet.spent);
  });

  it('filters the history by every status, and all means no filter', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const all = await fetchListPage(client, loyaltyHistoryList, { perPage: 100 });
    expect(new Set(all.items.map((e) => e.status))).toEqual(new Set(pointStatuses));
    let sum = 0;
    for (const status of pointStatuses) {
      const only = await fetchListPage(client, loyaltyHistoryList, {
        filters: { status },
        perPage: 100,
      });
      expect(only.itemsCount).toBeGreaterThan(0);
      expect(only.items.every((e) => e.status === status)).toBe(true);
      sum += only.itemsCount;
    }
    expect(sum).toBe(all.itemsCount);
    const wallet = await getWallet(client);
    const total = (status: string) =>
      all.items.filter((e) => e.status === status).reduce((s, e) => s + Math.abs(e.points), 0);
    expect(wallet).toEqual({
      confirmed: total('new'),
      unconfirmed: total('in_process'),
      spent: total('purchase'),
      available: total('new') - total('purchase'),
    });
    expect(
      (
        await failure(
          getList(client, loyaltyHistoryList.url, loyaltyHistoryList.row, {
            filters: { status: 'won' },
          }),
        )
      ).status,
    ).toBe(400);
  });

  it('exchanges points for a product: the wallet, history and stock follow', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const before = await getWallet(client);
    const product = (await getLoyaltyProducts(client)).find(
      (p) => p.points <= before.available && p.stock > 0,
    )!;
    const result = await exchangePoints(client, product.id);
    expect(result.message).toBe('Points exchanged.');
    expect(result.wallet).toEqual({
      ...before,
      available: before.available - product.points,
      spent: before.spent + product.points,
    });
    expect(result.entry).toMatchObject({ points: -product.points, status: 'purchase' });
    const [newest] = (
      await fetchListPage(client, loyaltyHistoryList, { filters: { status: 'purchase' } })
    ).items;
    expect(newest!.id).toBe(result.entry.id);
    const after = (await getLoyaltyProducts(client)).find((p) => p.id === product.id)!;
    expect(after.stock).toBe(product.stock - 1);
  });

  it('refuses an exchange when the available points are short, and changes nothing', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const before = await getWallet(client);
    const dear = (await getLoyaltyProducts(client)).find(
      (p) => p.points > before.available && p.stock > 0,
    )!;
    const error = await failure(exchangePoints(client, dear.id));
    expect(error.status).toBe(422);
    expect(error.serverMessage).toBe(
      `Not enough points: ${dear.points} needed, ${before.available} available.`,
    );
    expect(await getWallet(client)).toEqual(before);
    const ge = await h.signIn(undefined, { language: 'ge' });
    expect((await failure(exchangePoints(ge.client, dear.id))).serverMessage).toMatch(
      /^ქულები არ არის საკმარისი/,
    );
  });

  it('refuses out-of-stock and unknown products', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const gone = (await getLoyaltyProducts(client)).find((p) => p.stock === 0)!;
    expect(await failure(exchangePoints(client, gone.id))).toMatchObject({
      status: 422,
      serverMessage: 'This product is out of stock.',
    });
    expect((await failure(exchangePoints(client, 9999))).status).toBe(404);
  });

  it('creates a recommendation whose points wait unconfirmed', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    const before = await getWallet(client);
    const { recommendation, message } = await createRecommendation(client, {
      name: '  Salome Kvaratskhelia ',
      phone: '+995 599 00 11 22',
      email: 'salome@example.ge',
      comment: 'Looking for a two-room flat in Batumi',
    });
    expect(message).toBe('Recommendation sent. Points are credited once it is confirmed.');
    expect(recommendation).toMatchObject({
      name: 'Salome Kvaratskhelia',
      status: 'in_process',
      points: 200,
    });
    expect((await getRecommendations(client))[0]).toEqual(recommendation);
    const after = await getWallet(client);
    expect(after).toEqual({ ...before, unconfirmed: before.unconfirmed + 200 });
    // Another account's programme is untouched.
    const owner = await h.signIn();
    expect((await getRecommendations(owner.client)).some((r) => r.id === recommendation.id)).toBe(
      false,
    );
  });

  it('a short-of-points refusal carries the wallet as it is now', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const wallet = await getWallet(client);
    const dear = (await getLoyaltyProducts(client)).find(
      (p) => p.points > wallet.available && p.stock > 0,
    )!;
    const error = await failure(exchangePoints(client, dear.id));
    expect(walletOfRefusal(error)).toEqual(wallet);
  });

  it('serves every product a picture, publicly, as SVG', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const products = await getLoyaltyProducts(client);
    for (const product of products) {
      expect(product.image).toBe(`${BASE_URL}api/loyalty/products/${product.id}/image`);
      const response = await h.api.fetch(new Request(product.image!));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
    }
    expect(
      (await h.api.fetch(new Request(`${BASE_URL}api/loyalty/products/99/image`))).status,
    ).toBe(404);
  });

  it("keeps a recommendation's country (a code or free text) and refuses a person twice", async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    const { recommendation } = await createRecommendation(client, {
      name: 'Salome K.',
      phone: '+995 599 00 11 99',
      country: 'Abkhazia',
    });
    expect(recommendation.country).toBe('Abkhazia');
    const owner = await h.signIn();
    const again = (await failure(
      createRecommendation(owner.client, { name: 'Salome', phone: '+995-599-001-199' }),
    )) as ApiError;
    expect(again.status).toBe(422);
    expect(again.serverMessage).toBe(
      'Someone with this phone number has already been recommended.',
    );
    expect(again.data).toMatchObject({ data: { issues: [{ path: 'phone' }] } });
  });

  describe('refuses malformed recommendation bodies with 4xx and a message', () => {
    const cases: [string, unknown][] = [
      ['empty body', {}],
      ['missing phone', { name: 'Nino' }],
      ['missing name', { phone: '+995 599 00 11 22' }],
      ['name of one letter', { name: 'N', phone: '+995 599 00 11 22' }],
      ['blank name', { name: '     ', phone: '+995 599 00 11 22' }],
      ['number as name', { name: 42, phone: '+995 599 00 11 22' }],
      ['letters as phone', { name: 'Nino', phone: 'call me maybe' }],
      ['invalid email', { name: 'Nino', phone: '+995 599 00 11 22', email: 'nino@' }],
      ['huge name', { name: 'x'.repeat(100_000), phone: '+995 599 00 11 22' }],
      ['huge comment', { name: 'Nino', phone: '+995 599 00 11 22', comment: 'x'.repeat(100_000) }],
      ['array body', [['Nino', '+995 599 00 11 22']]],
      ['null body', null],
    ];
    it.each(cases)('%s', async (_name, json) => {
      const h = createHarness();
      const { session } = await h.signIn();
      const response = await raw(h, 'POST', 'api/loyalty/recommendations', { session, json });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.message).toEqual(expect.any(String));
    });

    it('exchange with an id that is not a number', async () => {
      const h = createHarness();
      const { session } = await h.signIn();
      const response = await raw(h, 'POST', 'api/loyalty/exchange_points/spa', { session });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid id.');
    });
  });
});
