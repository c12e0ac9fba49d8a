// Field schemas and rule checks shared by the identity routes (auth, users, tickets, …).
import * as v from 'valibot';
import type { RuleResult } from '@sakhli/sdk';
import { callerSession, fail, HttpFailure, type AppContext } from '../http';
import type { Account, Session } from '../store/accounts';

/** Longest free text a body field may carry; anything longer is refused with 400, never stored. */
export const MAX_TEXT = 10_000;

/** A string of at most `max` characters (default MAX_TEXT). */
export const text = (max = MAX_TEXT) =>
  v.pipe(v.string(), v.maxLength(max, `At most ${max} characters.`));

/** Answers 422 with the rule's message (spec §5 texts) when a shared SDK rule failed. */
export function enforce(c: AppContext, ...results: (RuleResult | undefined)[]): void {
  const failed = results.find((r) => r !== undefined);
  if (failed) fail(c, 422, failed.id, failed.values);
}

/** The session behind `access-token`, verified or not (the 2FA calls run before verification). */
export function sessionOf(c: AppContext): { session: Session; account: Account } {
  return callerSession(c);
}

/** Reads an optional JSON object body: no body is `{}`; anything but a JSON object (arrays too) is 400. */
export async function optionalJson(c: AppContext): Promise<Record<string, unknown>> {
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpFailure(400, 'The request body must be JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpFailure(400, 'The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
