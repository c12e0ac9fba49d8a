// The access matrix (docs/api-assumptions.md "Roles per call"): every call of the owner-only and
// the shared apartment surface, as the owner and as the resident, on an apartment of theirs and on
// a foreign one. A role that may not make a call gets 403; an id the caller has no relation to, 404.
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/store/db';
import { isOwnerOnlyPath } from '../src/routes/roles';
import { createHarness, raw, RESIDENT, OWNER, type Harness, type TestSession } from './harness';

/** 101: owned by the owner, the resident lives there. 103: given to a stranger in `setUp`. */
const OWN = 101;
const FOREIGN = 103;
const STRANGER = 99;

/** Ids on one side (own or foreign) of the matrix, read from the seed. */
interface Side {
  apartment: number;
  epCode: string;
  /** A booking with a services order and invoice. */
  booking: number;
  /** A booking waiting for the host (any booking where there is none: a foreign one is a 404 first). */
  pending: number;
  /** An approved stay not over yet, which may get a key. */
  current: number;
  invoice: number;
  deal: number;
  document: number;
  receipt: number;
  payment: number;
  subscription: number;
}

function sideOf(db: Db, apartment: number): Side {
  const first = <T extends { id: number }>(rows: T[], where: (row: T) => boolean) => {
    const row = rows.find(where);
    if (!row) throw new Error(`no seeded row for apartment ${apartment}`);
    return row.id;
  };
  const booking = first(
    db.bookings.bookings,
    (b) => b.apartmentId === apartment && db.bookings.invoices.some((i) => i.bookingId === b.id),
  );
  const today = '2026-11-23';
  const any = (where: (b: Db['bookings']['bookings'][number]) => boolean) =>
    db.bookings.bookings.find((b) => b.apartmentId === apartment && where(b))?.id ?? booking;
  return {
    apartment,
    pending: any((b) => b.status === 'new'),
    current: any((b) => b.status === 'approved' && b.exitDate > today),
    epCode: db.apartments.apartments.find((a) => a.id === apartment)!.epCode,
    booking,
    invoice: first(db.bookings.invoices, (i) => i.bookingId === booking),
    deal: first(db.deals.deals, (d) => d.apartmentId === apartment),
    document: first(db.documents.documents, (d) => d.apartmentId === apartment),
    receipt: first(db.finance.transactions, (t) => t.apartmentId === apartment && t.hasDoc),
    payment: first(db.finance.payments, (p) => p.apartmentId === apartment),
    subscription: first(db.utilities.subscriptions, (s) => s.apartmentId === apartment),
  };
}

type Access = 'owner' | 'member';

/**
 * One call. `route` is the route as registered (`METHOD path`); `url` builds the address on a side.
 * A call without an apartment or record in it (a list, a count) has `scoped: false`: it has no
 * foreign variant, its rows are filtered instead. `status` is the answer on the caller's own side
 * when it is not 200 (a 201, or the route's own rule once past the access check).
 */
interface Row {
  route: string;
  access: Access;
  url: (s: Side) => string;
  json?: (s: Side) => unknown;
  scoped?: false;
  status?: number;
}

const stay = { income_date: '2027-02-10', exit_date: '2027-02-12', adults: 2, children: 0 };

/** Owner-only: bookings, guests, keys, services orders, revenue, deals (src/routes/roles.ts). */
const ownerRows: Row[] = [
  { route: 'GET /api/bookings', access: 'owner', url: () => 'api/bookings', scoped: false },
  {
    route: 'GET /api/bookings/calendar',
    access: 'owner',
    url: () => 'api/bookings/calendar',
    scoped: false,
  },
  {
    route: 'GET /api/bookings/new_count',
    access: 'owner',
    url: () => 'api/bookings/new_count',
    scoped: false,
  },
  {
    route: 'GET /api/bookings/current_count',
    access: 'owner',
    url: () => 'api/bookings/current_count',
    scoped: false,
  },
  {
    route: 'GET /api/bookings/file',
    access: 'owner',
    url: () => 'api/bookings/file',
    scoped: false,
  },
  {
    route: 'GET /api/bookings/confirmPredict/:id',
    access: 'owner',
    url: (s) => `api/bookings/confirmPredict/${s.booking}`,
  },
  { route: 'GET /api/bookings/:id', access: 'owner', url: (s) => `api/bookings/${s.booking}` },
  {
    route: 'POST /api/bookings',
    access: 'owner',
    url: () => 'api/bookings',
    json: (s) => ({
      apartment_id: s.apartment,
      ...stay,
      children_ages: [],
      payment_type: 'cash',
      guest: { name: 'Nino', last_name: 'Beridze', email: 'nino@example.com' },
    }),
    status: 201,
  },
  // Key, accept, decline.
  { route: 'PUT /api/bookings/:id', access: 'owner', url: (s) => `api/bookings/${s.current}` },
  { route: 'PATCH /api/bookings/:id', access: 'owner', url: (s) => `api/bookings/${s.pending}` },
  { route: 'DELETE /api/bookings/:id', access: 'owner', url: (s) => `api/bookings/${s.pending}` },
  {
    route: 'GET /api/apartments/:id/bookings',
    access: 'owner',
    url: (s) => `api/apartments/${s.apartment}/bookings`,
  },
  {
    route: 'GET /api/services/invoices/:id',
    access: 'owner',
    url: (s) => `api/services/invoices/${s.invoice}`,
  },
  {
    route: 'GET /api/services/:bookingId/invoices',
    access: 'owner',
    url: (s) => `api/services/${s.booking}/invoices`,
  },
  {
    route: 'GET /api/services/:bookingId',
    access: 'owner',
    url: (s) => `api/services/${s.booking}`,
  },
  {
    route: 'POST /api/services/:bookingId',
    access: 'owner',
    url: (s) => `api/services/${s.booking}`,
    json: () => ({ services: [{ id: 1001, quantity: 1 }] }),
    status: 201,
  },
  { route: 'GET /api/keys/count', access: 'owner', url: () => 'api/keys/count', scoped: false },
  {
    route: 'GET /api/keys/:id/calendar',
    access: 'owner',
    url: (s) => `api/keys/${s.apartment}/calendar`,
  },
  {
    route: 'GET /api/keys/:id/list',
    access: 'owner',
    url: (s) => `api/keys/${s.apartment}/list?date=2026-11-22`,
  },
  {
    route: 'GET /api/keys/:id/filePdf',
    access: 'owner',
    url: (s) => `api/keys/${s.apartment}/filePdf`,
  },
  {
    route: 'GET /api/analytics/revenue',
    access: 'owner',
    url: (s) => `api/analytics/revenue?apartment_id=${s.apartment}`,
  },
  { route: 'GET /api/deals', access: 'owner', url: () => 'api/deals', scoped: false },
  { route: 'GET /api/deals/:id', access: 'owner', url: (s) => `api/deals/${s.deal}` },
];

/** Owner-only table configs behind a shared route (OWNER_ONLY_TABLES in src/routes/roles.ts). */
const ownerTableRows: Row[] = ['bookings', 'deals'].flatMap((name) => [
  {
    route: 'GET /api/config/columns/:name',
    access: 'owner',
    url: () => `api/config/columns/${name}`,
    scoped: false,
  },
  {
    route: 'GET /api/config/filters/:name',
    access: 'owner',
    url: () => `api/config/filters/${name}`,
    scoped: false,
  },
]);

const utilityRows: Row[] = (['electricity', 'water', 'services'] as const).flatMap((utility) => {
  const base = `/api/apartments/${utility}`;
  const kinds = utility === 'electricity' ? 'counterFilePdf|filePdf|file' : 'filePdf|file';
  return [
    {
      route: `GET ${base}/total`,
      access: 'member',
      url: (s: Side) => `${base.slice(1)}/total?apartment_id=${s.apartment}`,
    },
    {
      route: `GET ${base}/:id{[0-9]+}`,
      access: 'member',
      url: (s: Side) => `${base.slice(1)}/${s.apartment}`,
    },
    ...kinds.split('|').map((kind) => ({
      route: `GET ${base}/:id{[0-9]+}/:kind{${kinds}}`,
      access: 'member' as const,
      url: (s: Side) => `${base.slice(1)}/${s.apartment}/${kind}`,
    })),
  ] satisfies Row[];
});

/** Shared: what the apartments one owns or lives in cost and hold (src/routes/scope.ts). */
const memberRows: Row[] = [
  {
    route: 'GET /api/apartments/list',
    access: 'member',
    url: () => 'api/apartments/list',
    scoped: false,
  },
  {
    route: 'GET /api/apartments/billing',
    access: 'member',
    url: () => 'api/apartments/billing',
    scoped: false,
  },
  {
    route: 'GET /api/apartments/:id{[0-9]+}',
    access: 'member',
    url: (s) => `api/apartments/${s.apartment}`,
  },
  ...utilityRows,
  {
    route: 'GET /api/apartments/internetTv/tariffs',
    access: 'member',
    url: () => 'api/apartments/internetTv/tariffs',
    scoped: false,
  },
  {
    route: 'GET /api/apartments/internetTv/total',
    access: 'member',
    url: (s) => `api/apartments/internetTv/total?apartment_id=${s.apartment}`,
  },
  {
    route: 'GET /api/apartments/internetTv/:id{[0-9]+}/subscription',
    access: 'member',
    url: (s) => `api/apartments/internetTv/${s.apartment}/subscription`,
  },
  {
    route: 'GET /api/apartments/internetTv/:id{[0-9]+}',
    access: 'member',
    url: (s) => `api/apartments/internetTv/${s.apartment}`,
  },
  ...['filePdf', 'file'].map((kind) => ({
    route: 'GET /api/apartments/internetTv/:id{[0-9]+}/:kind{filePdf|file}',
    access: 'member' as const,
    url: (s: Side) => `api/apartments/internetTv/${s.apartment}/${kind}`,
  })),
  {
    route: 'POST /api/apartments/internetTv/order/:apartmentId{[0-9]+}',
    access: 'member',
    url: (s) => `api/apartments/internetTv/order/${s.apartment}`,
    json: () => ({ internetID: 3, tvID: null }),
  },
  {
    route: 'PATCH /api/apartments/internetTv/cancel/:id{[0-9]+}',
    access: 'member',
    url: (s) => `api/apartments/internetTv/cancel/${s.subscription}`,
  },
  {
    route: 'PATCH /api/apartments/internetTv/pause/:apartmentId{[0-9]+}',
    access: 'member',
    url: (s) => `api/apartments/internetTv/pause/${s.apartment}`,
    json: () => ({ status: 'paused', months: 1 }),
  },
  // Paying a cent of electricity: past the access check, the sum rule decides.
  {
    route: 'POST /api/pay/:type/:epCode',
    access: 'member',
    url: (s) => `api/pay/electricity/${s.epCode}`,
    json: () => ({ serviceId: 31, sum: 0.01 }),
  },
  {
    route: 'GET /api/payments/:id{[0-9]+}',
    access: 'member',
    url: (s) => `api/payments/${s.payment}`,
  },
  { route: 'GET /api/payments', access: 'member', url: () => 'api/payments', scoped: false },
  {
    route: 'GET /api/transactions',
    access: 'member',
    url: () => 'api/transactions',
    scoped: false,
  },
  {
    route: 'GET /api/transactions/apartment/:id{[0-9]+}',
    access: 'member',
    url: (s) => `api/transactions/apartment/${s.apartment}`,
  },
  {
    route: 'GET /api/transactions/docs/:id',
    access: 'member',
    url: (s) => `api/transactions/docs/${s.receipt}`,
  },
  { route: 'GET /api/invoices', access: 'member', url: () => 'api/invoices', scoped: false },
  {
    route: 'GET /api/finance/summary',
    access: 'member',
    url: (s) => `api/finance/summary?apartment_id=${s.apartment}`,
  },
  { route: 'GET /api/documents', access: 'member', url: () => 'api/documents', scoped: false },
  {
    route: 'GET /api/documents/download/:id',
    access: 'member',
    url: (s) => `api/documents/download/${s.document}`,
  },
  {
    route: 'GET /api/contracts/overdue_count',
    access: 'member',
    url: () => 'api/contracts/overdue_count',
    scoped: false,
  },
  {
    route: 'GET /api/contracts/summary',
    access: 'member',
    url: () => 'api/contracts/summary',
    scoped: false,
  },
  {
    route: 'GET /api/config/columns/:name',
    access: 'member',
    url: () => 'api/config/columns/transactions',
    scoped: false,
  },
  {
    route: 'GET /api/config/filters/:name',
    access: 'member',
    url: () => 'api/config/filters/transactions',
    scoped: false,
  },
];

/** The matrix: every row below is walked for both roles, on both sides. */
export const MATRIX: readonly Row[] = [...ownerRows, ...ownerTableRows, ...memberRows];

/**
 * Calls with no apartment in them, each the caller's own (tickets, loyalty, devices, notifications,
 * profile), or no session at all (sign-in, the guest's QR flow, the bank's checkout page). Both
 * roles make them; any route neither here nor in MATRIX fails the completeness test.
 */
const ACCOUNT_CALLS = [
  /^\w+ \/__demo\//,
  /^\w+ \/api\/(auth|verify\w*|users|notifications|tickets|helpCenter|loyalty|qr|pay\/checkout)\b/,
  /^GET \/api\/(search|countries)$/,
  /^GET \/third-party\/countries$/,
];

async function setUp(): Promise<{
  h: Harness;
  owner: TestSession;
  resident: TestSession;
  sides: Record<'own' | 'foreign', Side>;
}> {
  const h = createHarness();
  const db = h.api.db();
  // A foreign apartment with all its seeded rows: neither the owner's nor the resident's.
  db.apartments.apartments.find((a) => a.id === FOREIGN)!.ownerId = STRANGER;
  const owner = (await h.signIn(OWNER)).session;
  const resident = (await h.signIn(RESIDENT)).session;
  return { h, owner, resident, sides: { own: sideOf(db, OWN), foreign: sideOf(db, FOREIGN) } };
}

/** What the matrix says: [role, side, status]; a call with no apartment in it has no foreign side. */
type Case = readonly ['owner' | 'resident', 'own' | 'foreign', number];

function expectationsOf(row: Row): Case[] {
  const own = row.status ?? 200;
  const foreign = row.scoped === false ? [] : (['foreign'] as const);
  if (row.access === 'owner') {
    return [
      ['resident', 'own', 403],
      ...foreign.map((side) => ['resident', side, 403] as const),
      ...foreign.map((side) => ['owner', side, 404] as const),
      ['owner', 'own', own],
    ];
  }
  return [
    ...foreign.map((side) => ['resident', side, 404] as const),
    ...foreign.map((side) => ['owner', side, 404] as const),
    ['resident', 'own', own],
    ['owner', 'own', own],
  ];
}

async function call(h: Harness, row: Row, side: Side, session: TestSession) {
  const [method] = row.route.split(' ');
  const answer = await raw(h, method!, row.url(side), {
    session,
    ...(row.json ? { json: row.json(side) } : {}),
  });
  return answer;
}

/** The seed's ids, for the test names. */
const seed = createHarness().api.db();

/** Registered `METHOD path` of every route with a handler (middleware is `ALL`). */
function registeredRoutes(h: Harness): string[] {
  return [
    ...new Set(
      h.api.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    ),
  ];
}

describe('roles: the access matrix', () => {
  it('has a row for every owner-only route, and every other route is in the matrix or an account call', async () => {
    const { h } = await setUp();
    const listed = new Set(MATRIX.map((row) => row.route));
    const routes = registeredRoutes(h);
    const ownerOnly = routes.filter((r) => isOwnerOnlyPath(r.split(' ')[1]!));
    expect(ownerOnly.filter((r) => !listed.has(r))).toEqual([]);
    for (const row of MATRIX.filter((r) => isOwnerOnlyPath(r.route.split(' ')[1]!)))
      expect(row.access, row.route).toBe('owner');
    const unclassified = routes.filter(
      (r) => !listed.has(r) && !ACCOUNT_CALLS.some((pattern) => pattern.test(r)),
    );
    expect(unclassified).toEqual([]);
    expect([...listed].filter((r) => !routes.includes(r))).toEqual([]);
  });

  // A call that changes the store (create, order, pause, pay) runs each case on a fresh one.
  it.each(MATRIX.map((row) => [`${row.route} → ${row.url(sideOf(seed, OWN))}`, row] as const))(
    '%s',
    async (_, row) => {
      const changes = !row.route.startsWith('GET ');
      let store = await setUp();
      for (const [who, side, status] of expectationsOf(row)) {
        if (changes) store = await setUp();
        const answer = await call(store.h, row, store.sides[side], store[who]);
        const what = `${who} on a ${side} apartment: ${JSON.stringify(answer.body).slice(0, 160)}`;
        expect(answer.status, what).toBe(status);
      }
    },
  );

  it('says why in the caller language when the role may not make the call', async () => {
    const { h, resident } = await setUp();
    const texts = await Promise.all(
      (['en', 'ge', 'ru'] as const).map(async (language) => {
        const answer = await raw(h, 'GET', 'api/bookings', { session: resident, language });
        expect(answer.status).toBe(403);
        return answer.body.message;
      }),
    );
    expect(texts).toEqual([
      'This is not available for your account.',
      'ეს თქვენი ანგარიშისთვის ხელმისაწვდომი არ არის.',
      'Это недоступно для вашей учётной записи.',
    ]);
  });

  it('lists and counts only what the caller owns: no foreign rows in the owner lists', async () => {
    const { h, owner } = await setUp();
    const bookings = await raw(h, 'GET', 'api/bookings?per_page=100', { session: owner });
    const items = (bookings.body.data as { items: { apartment: { id: number } }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((b) => b.apartment.id === FOREIGN)).toBe(false);
    const deals = await raw(h, 'GET', 'api/deals?per_page=100', { session: owner });
    const dealRows = (deals.body.data as { items: { apartment_id: number }[] }).items;
    expect(dealRows.some((d) => d.apartment_id === FOREIGN)).toBe(false);
  });

  it('gives a resident no booking notifications and no bookings in quick search', async () => {
    const { h, resident } = await setUp();
    const counts = await raw(h, 'GET', 'api/notifications/count', { session: resident });
    expect(counts.body.data).toEqual({ bookings: { count: 0 }, messages: { count: 1 } });
    const list = await raw(h, 'GET', 'api/notifications?per_page=100', { session: resident });
    const kinds = (list.body.data as { items: { kind: string }[] }).items.map((n) => n.kind);
    expect(kinds).not.toContain('booking');
    // "Lomidze" is the guest of 101, where the resident lives.
    const search = await raw(h, 'GET', `api/search?q=${encodeURIComponent('5001')}`, {
      session: resident,
    });
    expect((search.body.data as { bookings: unknown[] }).bookings).toEqual([]);
  });
});
