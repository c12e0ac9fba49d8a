// Test controls under /__demo/ only: fixtures, outbox (JSON and a page), clock travel, test texts,
// reset (docs/demo-api.md).
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http';
import { body, HttpFailure } from '../http';
import { DEMO_PASSWORD } from '../store/accounts';
import { writeHostileTexts } from '../store/hostileTexts';
import type { Db } from '../store/db';
import { serveMailbox, serveMailboxCss } from './mailbox';

export interface DemoControls {
  db: () => Db;
  reset: () => void;
}

/** Fixture providers: each domain adds what tests and the playground need (guest links, …). */
export type FixtureProvider = (db: Db) => Record<string, unknown>;
export const fixtureProviders: FixtureProvider[] = [
  (db) => ({
    accounts: db.accounts.accounts.map((a) => ({
      email: a.email,
      password: DEMO_PASSWORD,
      role: a.role,
      language: a.language,
    })),
  }),
];

/** Test texts for the XSS suite: up to 100, each up to 20,000 characters (a 10,000-character one fits). */
const textsSchema = v.object({
  texts: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(20_000))),
    v.minLength(1),
    v.maxLength(100),
  ),
});

const clockSchema = v.union([
  v.object({ advanceMs: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  v.object({ now: v.pipe(v.string(), v.isoTimestamp()) }),
]);

export function demoRoutes(controls: DemoControls) {
  const demo = new Hono<AppEnv>();
  demo.get('/fixtures', (c) =>
    c.json(Object.assign({}, ...fixtureProviders.map((provide) => provide(controls.db())))),
  );
  demo.get('/outbox', (c) => c.json(controls.db().outbox.list()));
  // The same e-mails as a page to read (the portal's "Demo mailbox" link, in demo builds only).
  demo.get('/mailbox', (c) => serveMailbox(c, controls.db().outbox.list()));
  demo.get('/mailbox.css', (c) => serveMailboxCss(c));
  demo.post('/clock', async (c) => {
    const input = await body(c, clockSchema);
    const clock = controls.db().clock;
    if ('advanceMs' in input) clock.advance(input.advanceMs);
    else {
      const when = new Date(input.now);
      if (Number.isNaN(when.getTime())) throw new HttpFailure(400, 'Invalid date.');
      clock.set(when);
    }
    return c.json({ now: clock.now().toISOString() });
  });
  // Server-held texts (help, notifications, products, addresses, …) only the server can write.
  demo.post('/texts', async (c) => {
    const { texts } = await body(c, textsSchema);
    return c.json({ sinks: writeHostileTexts(controls.db(), texts) });
  });
  demo.post('/reset', (c) => {
    controls.reset();
    return c.json({ ok: true });
  });
  return demo;
}
