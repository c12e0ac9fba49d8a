// One idempotency rule for every write: a POST/PUT/PATCH with an `Idempotency-Key` header runs once per
// caller, method, path and key; a retry (a lost answer, a double click) gets the first answer again.
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fail, HttpFailure, type AppContext, type AppEnv } from '../http';
import {
  digest,
  IDEMPOTENCY_TTL_MS,
  pruneIdempotency,
  type IdempotencyEntry,
  type StoredAnswer,
} from '../store/idempotency';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on a replayed answer, so a client (and a test) can tell it was not run again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
/** Printable ASCII without spaces, as the IETF Idempotency-Key draft and Stripe accept; a UUID fits. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
/** Headers of the first answer that belong to that exchange, not to the answer (CORS, Date). */
const NOT_REPLAYED = /^(access-control-|date$|vary$|content-length$)/i;

/**
 * Only successful answers are kept: a refused write changed nothing, so its retry runs again (with
 * the same or a corrected body). A different body under a kept key is a client bug: 422.
 */
export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || !WRITES.has(c.req.method)) return next();
  if (!KEY_SHAPE.test(key)) {
    throw new HttpFailure(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  const db = c.var.db;
  const entries = db.idempotency.entries;
  const url = new URL(c.req.url);
  const id = [callerOf(c), c.req.method, url.pathname + url.search, key].join('\n');
  const fingerprint = await fingerprintOf(c);

  let entry = entries.get(id);
  // A retry that overtakes the first request waits for it rather than running the write twice.
  while (entry?.settled) {
    await entry.settled;
    entry = entries.get(id);
  }
  if (entry && entry.expiresAt > db.clock.ms()) {
    if (entry.fingerprint !== fingerprint) fail(c, 422, 'error.idempotencyMismatch');
    if (entry.answer) return replay(c, entry.answer);
  }

  pruneIdempotency(db.idempotency, db.clock.ms());
  let settle = () => {};
  const mine: IdempotencyEntry = {
    fingerprint,
    expiresAt: db.clock.ms() + IDEMPOTENCY_TTL_MS,
    settled: new Promise<void>((resolve) => (settle = resolve)),
  };
  entries.set(id, mine);
  try {
    await next();
    if (c.res.status < 400) mine.answer = await snapshot(c.res);
    else entries.delete(id);
  } catch (error) {
    entries.delete(id);
    throw error;
  } finally {
    delete mine.settled;
    settle();
  }
};

/** Keys are per signed-in account (any of its sessions may retry), else per anonymous caller. */
function callerOf(c: AppContext): string {
  const token = c.req.header('access-token');
  const session = token
    ? c.var.db.accounts.sessions.find((s) => s.accessToken === token)
    : undefined;
  return session ? `account:${session.accountId}` : 'anonymous';
}

/**
 * What makes two requests "the same": the body's bytes, except multipart, whose boundary is new on
 * every send — there the fields in order (a file by name, type and bytes) count.
 */
async function fingerprintOf(c: AppContext): Promise<string> {
  const type = c.req.header('content-type') ?? '';
  const copy = c.req.raw.clone();
  if (/^multipart\/form-data/i.test(type)) {
    try {
      const form = await copy.formData();
      const parts: string[] = [];
      for (const [name, value] of form) {
        parts.push(
          typeof value === 'string'
            ? `${name}=${value}`
            : `${name}@${value.name};${value.type};${digest(new Uint8Array(await value.arrayBuffer()))}`,
        );
      }
      return `multipart\n${parts.join('\n')}`;
    } catch {
      // An unreadable form is left to the route to refuse; its raw bytes still fingerprint it.
      return `raw\n${digest(new Uint8Array(await c.req.raw.clone().arrayBuffer()))}`;
    }
  }
  return `${type.split(';')[0]?.trim().toLowerCase()}\n${digest(new Uint8Array(await copy.arrayBuffer()))}`;
}

async function snapshot(response: Response): Promise<StoredAnswer> {
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !NOT_REPLAYED.test(name)),
    body: await response.clone().arrayBuffer(),
  };
}

function replay(c: AppContext, answer: StoredAnswer): Response {
  const headers = Object.fromEntries(answer.headers);
  headers[REPLAYED_HEADER] = 'true';
  return c.body(answer.body.slice(0), answer.status as ContentfulStatusCode, headers);
}
