// The contract (issue 29): every call the SDK's exports can make is in the OpenAPI document, each
// declared operation is what its SDK function really sends, and the document lints clean.
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../index';
import { meteredUtilities } from '../api/utilities';
import type { Call } from '../client/call';
import { buildOpenApi, pathPattern, type OpenApiDocument } from './openapi';
import { describeProblem, lintOpenApi } from './lint';
import { createConformance } from './conformance';
import { operations } from './operations';
import { recordCalls, type RecordedCall } from './record';

/** Stands for any argument: every property is itself, as a string or number it is `7`. */
const anything: unknown = new Proxy(function () {}, {
  get: (_target, key) =>
    key === Symbol.toPrimitive
      ? () => 7
      : key === 'then'
        ? undefined
        : key === Symbol.iterator
          ? function* () {}
          : anything,
  apply: () => anything,
});
const ANY_ARGS = [anything, anything, anything, anything];

/** Functions whose first argument picks the path (a utility kind): called with each real one. */
const BY_KIND: Record<string, unknown[][]> = Object.fromEntries(
  [
    'getUtilityHistory',
    'utilityHistoryQuery',
    'getUtilityTotal',
    'utilityTotalQuery',
    'downloadUtilityFile',
  ].map((name) => [name, meteredUtilities.map((kind) => [kind, 101, 'file', {}])]),
);
/** Helpers that take any URL: they make the list and calendar calls declared through defineList. */
const GENERIC = new Set([
  'getList',
  'getListWithMeta',
  'getCalendar',
  'calendarQuery',
  'fetchListPage',
  'listPageQuery',
]);

interface SdkCall {
  exported: string;
  method: string;
  path: string;
}

async function everySdkCall(): Promise<SdkCall[]> {
  const found: SdkCall[] = [];
  const add = (exported: string, { call }: Pick<RecordedCall, 'call'>) => {
    // A third-party service (the country list) is not our API's contract.
    if (call.baseURL !== undefined) return;
    found.push({ exported, method: call.method, path: call.path.replace(/\?.*$/, '') });
  };
  for (const [name, value] of Object.entries(sdk)) {
    if (GENERIC.has(name)) continue;
    if (typeof value === 'function') {
      for (const args of BY_KIND[name] ?? [ANY_ARGS]) {
        for (const recorded of await recordCalls(value as never, args)) add(name, recorded);
        // A call factory (`createTicketCall`) returns the call instead of sending it.
        let returned: unknown;
        try {
          returned = (value as (...a: unknown[]) => unknown)(...args);
        } catch {
          returned = undefined;
        }
        if (returned instanceof Promise) returned.catch(() => undefined);
        else if (isCall(returned)) add(name, { call: returned });
      }
    } else if (isList(value)) {
      add(name, { call: { method: 'GET', path: value.url } });
    } else if (isScopedList(value)) {
      add(name, { call: { method: 'GET', path: value.of(7).url } });
    }
  }
  return found;
}

const isCall = (value: unknown): value is Call =>
  typeof (value as Call | null)?.method === 'string' && typeof (value as Call).path === 'string';
const isList = (value: unknown): value is { url: string; row: unknown } =>
  typeof (value as { url?: unknown } | null)?.url === 'string' && 'row' in (value as object);
const isScopedList = (value: unknown): value is { of: (id: number) => { url: string } } =>
  typeof (value as { of?: unknown } | null)?.of === 'function' && 'filters' in (value as object);

let document: OpenApiDocument;
beforeAll(async () => {
  document = await buildOpenApi();
}, 60_000);

describe('the OpenAPI document', () => {
  it('has every call the SDK exports can make', async () => {
    const calls = await everySdkCall();
    // The recording reached the SDK's calls (not an empty pass): well over the 67 of spec §7.
    expect(new Set(calls.map((c) => `${c.method} ${c.path}`)).size).toBeGreaterThan(80);
    const missing = calls.filter(
      ({ method, path }) =>
        !Object.entries(document.paths).some(
          ([template, item]) => pathPattern(template).test(path) && method.toLowerCase() in item,
        ),
    );
    expect(missing.map((c) => `${c.exported}: ${c.method} ${c.path}`)).toEqual([]);
  });

  it('describes each call as its SDK function sends it (path, query names, body)', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      if (!operation.sdk) continue;
      const [recorded] = await recordCalls(operation.sdk.fn, operation.sdk.args);
      if (!recorded) {
        problems.push(`${operation.id}: no call`);
        continue;
      }
      const { call } = recorded;
      if (!pathPattern(operation.path).test(call.path)) {
        problems.push(`${operation.id}: sends ${call.path}, declared ${operation.path}`);
      }
      const declared = Object.keys(operation.query?.entries ?? {});
      const extra = Object.keys(call.query ?? {}).filter((key) => !declared.includes(key));
      if (extra.length > 0) problems.push(`${operation.id}: undeclared query ${extra.join(', ')}`);
      if (operation.body) {
        const checked = v.safeParse(operation.body, call.body);
        if (!checked.success) problems.push(`${operation.id}: body ${v.summarize(checked.issues)}`);
      } else if (operation.form) {
        if (!(call.body instanceof FormData)) problems.push(`${operation.id}: not multipart`);
        else {
          const fields = [...call.body.keys()].filter((k) => !operation.form!.files.includes(k));
          const known = Object.keys(operation.form.fields.entries);
          const unknown = fields.filter((k) => !known.includes(k));
          if (unknown.length > 0)
            problems.push(`${operation.id}: undeclared fields ${unknown.join(', ')}`);
        }
      } else if (call.body !== undefined) {
        problems.push(`${operation.id}: sends a body the document does not declare`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names its session, language and Idempotency-Key headers and the error answers', () => {
    const booking = document.paths['/api/bookings']!.post!;
    expect(booking.security).toEqual([{ accessToken: [], refreshToken: [] }]);
    expect(booking.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(Object.keys(booking.responses)).toEqual(
      expect.arrayContaining(['201', '401', '403', '409', '413', '422']),
    );
    expect(document.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(document.paths['/api/auth/login']!.post!.responses['429']).toEqual({
      $ref: '#/components/responses/TooManyRequests',
    });
  });

  it('lints clean (Redocly recommended rules)', async () => {
    const problems = await lintOpenApi(document);
    expect(problems.map(describeProblem)).toEqual([]);
  }, 60_000);
});

describe('the conformance check', () => {
  const answer = (status: number, body: unknown, extra: Record<string, unknown> = {}) => ({
    method: 'GET',
    path: '/api/bookings/new_count',
    status,
    contentType: 'application/json',
    body,
    ...extra,
  });

  it('passes an answer as documented and names what differs in one that is not', () => {
    const check = createConformance(document).check;
    expect(check(answer(200, { data: { count: 2 } }))).toBeUndefined();
    expect(check(answer(200, { data: {} }))?.problems).toEqual([
      "/data: must have required property 'count'",
    ]);
    expect(check(answer(200, { data: { count: '2' } }))?.problems).toEqual([
      '/data/count: must be number',
    ]);
    expect(check(answer(500, { message: 'boom' }))?.problems).toEqual([
      'status 500 is not in the document',
    ]);
    expect(
      check({ ...answer(429, { message: 'Wait.' }), method: 'POST', path: '/api/auth/login' })
        ?.problems,
    ).toEqual(['Retry-After header is missing']);
    // Calls outside the contract (the demo's controls) are not its business.
    expect(check({ ...answer(500, null), path: '/__demo/fixtures' })).toBeUndefined();
  });

  it('names the path template, never the address (a guest link holds its secret)', () => {
    const mismatch = createConformance(document).check({
      method: 'GET',
      path: '/api/qr/booking/101/secret-hash',
      status: 200,
      contentType: 'application/json',
      body: { data: null },
    });
    expect(mismatch?.path).toBe('/api/qr/booking/{apartmentId}/{hash}');
  });
});
