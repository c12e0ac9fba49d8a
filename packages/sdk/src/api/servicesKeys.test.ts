import { describe, expect, it } from 'vitest';
import { json, recordingFetch, type Responder } from '../testing/recordingFetch';
import { createClient, type SakhliClient } from '../client/createClient';
import { isApiError } from '../client/ApiError';
import {
  getBookingInvoices,
  getBookingServices,
  getServiceInvoice,
  orderServices,
  serviceKeys,
  serviceKeysAfterOrder,
} from './services';
import { downloadDoorHistoryPdf, getDoorHistory, getKeyCalendar, getKeyCount } from './keys';

function setup(respond?: Responder) {
  const rec = recordingFetch(respond);
  const client = createClient({ baseURL: 'http://api.test/', fetch: rec.fetch });
  return { ...rec, client };
}

const line = { service_id: 1, name: 'Cleaning', quantity: 2, unit_price: 60, amount: 120 };
const order = {
  id: 5,
  booking_id: 9,
  status: 'ordered',
  ordered_at: '2026-11-23T09:00:00.000Z',
  lines: [line],
  total: 120,
};
const invoice = {
  id: 3,
  number: 'INV-2026-0003',
  booking_id: 9,
  order_id: 5,
  issued_at: '2026-11-23T09:00:00.000Z',
  amount: 101.69,
  vat: 18.31,
  total: 120,
  status: 'unpaid',
};
const keyEvent = {
  id: 40,
  booking_id: 9,
  status: 'active',
  start: '2026-12-01T14:00:00.000Z',
  end: '2026-12-04T12:00:00.000Z',
  title: 'Nino Beridze',
  last_opened_at: null,
};
const door = {
  id: 1,
  key_id: 40,
  holder: 'Nino Beridze',
  at: '2026-12-01T15:02:00.000Z',
  method: 'app',
  result: 'opened',
};

type Case = [
  name: string,
  call: (c: SakhliClient) => Promise<unknown>,
  method: string,
  path: string,
  query: Record<string, string>,
  body: unknown,
  answer: unknown,
];

const cases: Case[] = [
  [
    'invoices',
    (c) => getBookingInvoices(c, 9),
    'GET',
    '/api/services/9/invoices',
    {},
    undefined,
    [invoice],
  ],
  [
    'invoice',
    (c) => getServiceInvoice(c, 3),
    'GET',
    '/api/services/invoices/3',
    {},
    undefined,
    { ...invoice, lines: [line], vat_rate: 18 },
  ],
  [
    'services',
    (c) => getBookingServices(c, 9),
    'GET',
    '/api/services/9',
    {},
    undefined,
    {
      booking_id: 9,
      catalog: [{ id: 1, name: 'Cleaning', description: null, price: 60, unit: 'per visit' }],
      orders: [order],
    },
  ],
  [
    'order',
    (c) => orderServices(c, 9, [{ id: 1, quantity: 2 }]),
    'POST',
    '/api/services/9',
    {},
    { services: [{ id: 1, quantity: 2 }] },
    order,
  ],
  [
    'key count',
    (c) => getKeyCount(c),
    'GET',
    '/api/keys/count',
    {},
    undefined,
    { active: 2, paused: 1 },
  ],
  [
    'key calendar',
    (c) => getKeyCalendar(c, 101, { from: '2026-12-01', to: '2026-12-31' }),
    'GET',
    '/api/keys/101/calendar',
    { date_range: '2026-12-01,2026-12-31' },
    undefined,
    [keyEvent],
  ],
  [
    'door history',
    (c) => getDoorHistory(c, 101, '2026-12-01'),
    'GET',
    '/api/keys/101/list',
    { date: '2026-12-01' },
    undefined,
    [door],
  ],
];

describe('services and keys calls (spec §7)', () => {
  it.each(cases)(
    '%s: sends the right call and returns data',
    async (_n, call, method, path, query, body, answer) => {
      const { client, last } = setup(() => json({ data: answer }));
      const result = await call(client);
      expect(last().method).toBe(method);
      expect(last().url.pathname).toBe(path);
      expect(Object.fromEntries(last().url.searchParams)).toEqual(query);
      expect(last().body).toEqual(body);
      expect(result).toMatchObject(answer as object);
    },
  );

  it.each(cases)('%s: a malformed answer is a bad-response', async (_n, call) => {
    const { client } = setup(() => json({ data: { nope: true } }));
    const error = await call(client).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('bad-response');
  });

  it('sends an order with the caller’s idempotency key and returns the server’s text', async () => {
    const { client, last } = setup(() => json({ data: order, message: 'Services ordered.' }, 201));
    const result = await orderServices(client, 9, [{ id: 1, quantity: 2 }], {
      idempotencyKey: 'order-key-1',
    });
    expect(last().headers['idempotency-key']).toBe('order-key-1');
    expect(result.message).toBe('Services ordered.');
  });

  it('an order invalidates the booking’s orders and its invoices, not another booking’s', () => {
    const root = serviceKeysAfterOrder(9);
    const under = (key: readonly unknown[]) => root.every((part, i) => key[i] === part);
    expect(under(serviceKeys.ofBooking(9))).toBe(true);
    expect(under(serviceKeys.invoices(9))).toBe(true);
    expect(under(serviceKeys.invoices(10))).toBe(false);
  });

  it('downloads the door history PDF', async () => {
    const { client, last } = setup(
      () =>
        new Response('%PDF-1.4 …', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="door-history-101.pdf"',
          },
        }),
    );
    const file = await downloadDoorHistoryPdf(client, 101);
    expect(last().url.pathname).toBe('/api/keys/101/filePdf');
    expect(file).toMatchObject({
      filename: 'door-history-101.pdf',
      contentType: 'application/pdf',
    });
  });
});
