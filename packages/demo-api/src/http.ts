// Shared request/response helpers: envelopes, validation, messages in the caller's language.
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { formatSdkMessage, isLanguage, type Language, type SdkMessageId } from '@sakhli/sdk';
import type { Db } from './store/db';
import type { Account, Session } from './store/accounts';
import { sessionByAccessToken } from './store/sessionTokens';

export interface AppEnv {
  Variables: {
    db: Db;
    lang: Language;
    account: Account;
    session: Session;
    /** Who is calling, for throttles: the client's address (DemoApiOptions.clientAddress). */
    client: string;
  };
}
export type AppContext = Context<AppEnv>;

/** A failure a route raises on purpose; turned into `{ message }` with its status. */
export class HttpFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
    message: string,
    readonly data?: unknown,
    /** Headers the answer carries (Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * 429 "Too many attempts. Try again in N s." with `Retry-After` (and `data.retry_after`, in
 * seconds): a throttled call answers at once instead of holding the connection open.
 */
export function tooMany(c: AppContext, waitMs: number): never {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new HttpFailure(
    429,
    say(c, 'error.tooManyAttempts', { seconds }),
    { retry_after: seconds },
    { 'Retry-After': String(seconds) },
  );
}

export function languageOf(c: Context): Language {
  const header = c.req.header('user-language');
  return isLanguage(header) ? header : 'en';
}

/** The text of a catalog message in the caller's language. */
export function say(
  c: AppContext,
  id: SdkMessageId,
  values?: Record<string, string | number>,
): string {
  return formatSdkMessage(id, c.var.lang, values);
}

/** Fails the request with a catalog message in the caller's language. */
export function fail(
  c: AppContext,
  status: HttpFailure['status'],
  id: SdkMessageId,
  values?: Record<string, string | number>,
): never {
  throw new HttpFailure(status, say(c, id, values));
}

/** Answers with our envelope: `{ data, message?, meta? }`. */
export function ok<T>(
  c: AppContext,
  data: T,
  extra: { message?: string; meta?: { items_count: number; [fact: string]: unknown } } = {},
): Response {
  return c.json({ data, ...extra });
}

/** Reads and validates a JSON body; anything else is a 400 with a message, never a 500. */
export async function body<S extends v.GenericSchema>(
  c: AppContext,
  schema: S,
): Promise<v.InferOutput<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new HttpFailure(400, say(c, 'error.bodyNotJson'));
  }
  return check(schema, raw, c);
}

/**
 * Validates any value (query, params, form fields) with a 400 on mismatch, said in the caller's
 * language; the schema's own (English) detail stays in `data.issues` for developers.
 */
export function check<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  c: AppContext,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const issue = result.issues[0];
    // A union reports on itself; its first branch's issue names the field.
    const path = (issue.path ?? issue.issues?.[0]?.path)?.map((p) => String(p.key)).join('.');
    throw new HttpFailure(400, say(c, 'error.invalidRequest', { field: path || '—' }), {
      issues: result.issues.map((i) => ({
        path: i.path?.map((p) => String(p.key)).join('.'),
        message: i.message,
      })),
    });
  }
  return result.output;
}

/** A numeric route parameter, or 400. */
export function idParam(c: AppContext, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,12}$/.test(raw)) throw new HttpFailure(400, `Invalid ${name}.`);
  return Number(raw);
}

/** Finds a row or answers 404. */
export function found<T>(row: T | undefined, what = 'Not found.'): T {
  if (row === undefined) throw new HttpFailure(404, what);
  return row;
}

/**
 * The session behind the `access-token` header, verified or not. An expired (or renewed) token is
 * 401 with `data.code: 'error.tokenExpired'`, so a client knows to renew it with its refresh
 * token; a revoked or unknown one is a plain 401 (signed out). docs/api-assumptions.md "Sessions".
 */
export function callerSession(c: AppContext): { session: Session; account: Account } {
  const db = c.var.db;
  const found = sessionByAccessToken(db, c.req.header('access-token'));
  if (found.state === 'expired') {
    throw new HttpFailure(401, say(c, 'error.tokenExpired'), { code: 'error.tokenExpired' });
  }
  const session = found.state === 'live' ? found.session : undefined;
  const account = session && db.accounts.accounts.find((a) => a.id === session.accountId);
  if (!session || !account) throw new HttpFailure(401, 'Unauthorized.');
  return { session, account };
}

/** Requires a verified session from the `access-token` header (spec §6). */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { session, account } = callerSession(c);
  if (!session.verified) throw new HttpFailure(401, 'Unauthorized.');
  c.set('session', session);
  c.set('account', account);
  await next();
};

/** Paginates and answers a list the way spec §7 says: `data.items` plus `meta.items_count`. */
export function page<T>(
  c: AppContext,
  rows: readonly T[],
  { totals = [] }: { totals?: readonly (keyof T & string)[] } = {},
): Response {
  const q = c.req.query();
  const perPage = clampInt(q.per_page ?? q.perPage ?? q.limit, 1, 100, 10);
  const current = clampInt(q.page, 1, 100_000, 1);
  const items = rows.slice((current - 1) * perPage, current * perPage);
  const meta: { items_count: number; totals?: Record<string, number> } = {
    items_count: rows.length,
  };
  // Sums over every matching row, not the page: what a table's footer says (docs/api-assumptions.md).
  if (totals.length > 0) {
    meta.totals = Object.fromEntries(
      totals.map((key) => [key, cents(rows.reduce((sum, row) => sum + Number(row[key]), 0))]),
    );
  }
  return ok(c, { items }, { meta });
}

/** Money sums without float dust (0.1 + 0.2). */
function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

function clampInt(raw: string | undefined, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw))
    throw new HttpFailure(400, 'Pagination parameters must be whole numbers.');
  return Math.min(max, Math.max(min, Number(raw)));
}
