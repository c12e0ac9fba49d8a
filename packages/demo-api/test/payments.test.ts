// Payments through the SDK: start a payment (a URL), settle it on the demo checkout page, list and filter.
import { describe, expect, it } from 'vitest';
import {
  createClient,
  getApartmentsBilling,
  getPayment,
  getUtilityHistory,
  startPayment,
  type SakhliClient,
  fetchListPage,
  getList,
  paymentsList,
} from '@sakhli/sdk';
import { createHarness, failure, raw, RESIDENT } from './harness';

/**
 * The signed-in client addressed at a loopback host, where the SDK accepts the demo's stand-in
 * checkout page (the harness answers any host).
 */
function payer(client: SakhliClient): SakhliClient {
  return createClient({ ...client.options, baseURL: 'http://127.0.0.1/', devPaymentPage: true });
}

async function waterLine(client: SakhliClient, apartmentId: number) {
  const billing = await getApartmentsBilling(client);
  return billing
    .find((b) => b.apartment_id === apartmentId)!
    .lines.find((l) => l.type === 'water')!;
}

describe('payments', () => {
  it('answers a payment page URL, and paying there settles the bills and lists the payment', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const line = await waterLine(client, 102);
    expect(line.debt).toBeGreaterThan(0);
    const start = await startPayment(payer(client), 'water', line.ep_code, {
      serviceId: line.service_id,
      sum: line.debt,
    });
    expect(start.url).toMatch(/^http:\/\/127\.0\.0\.1\/api\/pay\/checkout\/PAY-[0-9A-F]{16}$/);
    expect(await getPayment(client, start.payment_id)).toMatchObject({ status: 'pending' });

    const pending = await fetchListPage(client, paymentsList, { filters: { status: 'pending' } });
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({ id: start.payment_id, sum: line.debt, type: 'water' });

    const page = await h.fetch(start.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(`Pay ${line.debt.toFixed(2)} GEL`);
    const paid = await h.fetch(start.url, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'pay' }),
    });
    expect(await paid.text()).toContain('Payment received');
    expect(await getPayment(client, start.payment_id)).toMatchObject({ status: 'paid' });

    expect((await waterLine(client, 102)).debt).toBe(0);
    const unpaid = await getUtilityHistory(client, 'water', 102, { filters: { paid: 'false' } });
    expect(unpaid.itemsCount).toBe(0);
    const done = await fetchListPage(client, paymentsList, {
      filters: { status: 'paid', type: 'water' },
      perPage: 1,
    });
    expect(done.items[0]).toMatchObject({ id: start.payment_id, status: 'paid' });
    // A settled payment cannot be paid twice.
    expect((await h.fetch(start.url, { method: 'POST' })).status).toBe(409);
  });

  it('lists payments newest first and filters by the table config keys', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const all = await fetchListPage(client, paymentsList, { perPage: 100 });
    expect(all.itemsCount).toBeGreaterThan(100);
    const dates = all.items.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const failed = await fetchListPage(client, paymentsList, { filters: { status: 'failed' } });
    expect(failed.items.length).toBeGreaterThan(0);
    expect(failed.items.every((p) => p.status === 'failed')).toBe(true);
    const october = await fetchListPage(client, paymentsList, {
      filters: { date: { from: '2026-10-01', to: '2026-10-31' }, apartment_id: 103 },
      perPage: 100,
    });
    expect(october.items.length).toBeGreaterThan(0);
    expect(october.items.every((p) => p.date.startsWith('2026-10') && p.apartment_id === 103)).toBe(
      true,
    );
    const bad = await failure(
      getList(client, paymentsList.url, paymentsList.row, { filters: { status: 'stolen' } }),
    );
    expect(bad.status).toBe(400);
  });

  it('shows a resident only the payments of their apartments', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    const all = await fetchListPage(client, paymentsList, { perPage: 100 });
    expect(new Set(all.items.map((p) => p.apartment_id))).toEqual(new Set([101, 102]));
    // Filtering on someone else's apartment is not a way to peek.
    expect(
      (
        await failure(
          getList(client, paymentsList.url, paymentsList.row, { filters: { apartment_id: 105 } }),
        )
      ).status,
    ).toBe(400);
  });

  it('reuses a pending payment of the same service and sum instead of starting a second', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const line = await waterLine(client, 102);
    const request = { serviceId: line.service_id, sum: line.debt };
    const first = await startPayment(payer(client), 'water', line.ep_code, request);
    const again = await startPayment(payer(client), 'water', line.ep_code, request);
    expect(again).toEqual(first);
    const pending = await fetchListPage(client, paymentsList, { filters: { status: 'pending' } });
    expect(pending.itemsCount).toBe(1);
  });

  it('a declined payment fails and leaves the debt; a part payment lowers it', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const line = await waterLine(client, 102);
    const declined = await startPayment(payer(client), 'water', line.ep_code, {
      serviceId: line.service_id,
      sum: line.debt,
    });
    const page = await h.fetch(declined.url, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'decline' }),
    });
    expect(await page.text()).toContain('Payment declined');
    expect(await getPayment(client, declined.payment_id)).toMatchObject({ status: 'failed' });
    expect((await waterLine(client, 102)).debt).toBe(line.debt);

    const part = await startPayment(payer(client), 'water', line.ep_code, {
      serviceId: line.service_id,
      sum: 1.5,
    });
    await h.fetch(part.url, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }) });
    expect((await waterLine(client, 102)).debt).toBeCloseTo(line.debt - 1.5, 2);
  });

  it('refuses more than the service owes, and a service that owes nothing', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const line = await waterLine(client, 102);
    const over = await failure(
      startPayment(client, 'water', line.ep_code, {
        serviceId: line.service_id,
        sum: line.debt + 0.01,
      }),
    );
    expect(over).toMatchObject({
      status: 422,
      serverMessage: `The sum must be between 0.01 and ${line.debt.toFixed(2)} GEL.`,
    });
    const start = await startPayment(payer(client), 'water', line.ep_code, {
      serviceId: line.service_id,
      sum: line.debt,
    });
    await h.fetch(start.url, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }) });
    const nothing = await failure(
      startPayment(client, 'water', line.ep_code, { serviceId: line.service_id, sum: 1 }),
    );
    expect(nothing).toMatchObject({
      status: 422,
      serverMessage: 'Nothing is owed for this service right now.',
    });
  });

  it('answers one payment only to the owner of its apartment', async () => {
    const h = createHarness();
    const owner = await h.signIn();
    const line = await waterLine(owner.client, 104);
    const start = await startPayment(payer(owner.client), 'water', line.ep_code, {
      serviceId: line.service_id,
      sum: line.debt,
    });
    const resident = await h.signIn(RESIDENT);
    expect((await failure(getPayment(resident.client, start.payment_id))).status).toBe(404);
  });

  it('refuses a service that is not the payment code, and sums out of range', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const line = await waterLine(client, 101);
    const electricity = (await getApartmentsBilling(client))[0]!.lines.find(
      (l) => l.type === 'electricity',
    )!;
    const wrongService = await failure(
      startPayment(client, 'water', line.ep_code, { serviceId: electricity.service_id, sum: 10 }),
    );
    expect(wrongService).toMatchObject({
      status: 422,
      serverMessage: 'This service does not belong to the payment code.',
    });
    for (const sum of [0, -5, 10.555, 100_000.01]) {
      const error = await failure(
        startPayment(client, 'water', line.ep_code, { serviceId: line.service_id, sum }),
      );
      expect(error).toMatchObject({
        status: 422,
        serverMessage: `The sum must be between 0.01 and ${line.debt.toFixed(2)} GEL.`,
      });
    }
    const unknownCode = await failure(
      startPayment(client, 'water', 'EP000000', { serviceId: line.service_id, sum: 5 }),
    );
    expect(unknownCode.status).toBe(404);
  });

  describe('refuses malformed bodies with 4xx and a message', () => {
    const cases: [string, string, unknown][] = [
      ['empty body', 'water/EP700350', {}],
      ['missing sum', 'water/EP700350', { serviceId: 32 }],
      ['missing serviceId', 'water/EP700350', { sum: 5 }],
      ['string sum', 'water/EP700350', { serviceId: 32, sum: '5' }],
      ['string serviceId', 'water/EP700350', { serviceId: '32', sum: 5 }],
      ['huge string serviceId', 'water/EP700350', { serviceId: 'x'.repeat(100_000), sum: 5 }],
      ['huge epCode', `water/${'E'.repeat(5_000)}`, { serviceId: 32, sum: 5 }],
      ['huge sum', 'water/EP700350', { serviceId: 32, sum: 1e308 }],
      ['unknown serviceId', 'water/EP700350', { serviceId: 999_999, sum: 5 }],
      ['unknown type', 'gas/EP700350', { serviceId: 32, sum: 5 }],
      ['null body', 'water/EP700350', null],
      ['array body', 'water/EP700350', [32, 5]],
    ];
    it.each(cases)('%s', async (_name, path, json) => {
      const h = createHarness();
      const { session } = await h.signIn();
      const response = await raw(h, 'POST', `api/pay/${path}`, { session, json });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.message).toEqual(expect.any(String));
    });
  });
});
