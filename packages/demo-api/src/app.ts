// The demo API: one fetch handler over an in-memory store, for Node, MSW and tests.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './http';
import { HttpFailure, languageOf } from './http';
import { createClock, type Clock } from './store/clock';
import { createOutbox } from './store/outbox';
import { createDb, type Db } from './store/db';
import { domainRoutes } from './routes';
import { roleGates } from './routes/roles';
import { demoRoutes } from './routes/demo';
import { bodyCap } from './middleware/bodyCap';
import { idempotency, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './middleware/idempotency';

export interface DemoApiOptions {
  /** Start the clock here instead of the real time. */
  now?: Date;
  /** Origins allowed to call the API from a browser. @defaultValue localhost and 127.0.0.1 on any port */
  corsOrigins?: string[] | ((origin: string) => boolean);
  /** Where e-mailed links point (the portal). @defaultValue http://127.0.0.1:5173 */
  publicURL?: string;
  /**
   * The caller's address, for the sign-in and e-mail throttles. `peer` is the socket's remote
   * address when served by Node (undefined under MSW). @defaultValue the peer, else `local`
   */
  clientAddress?: (request: Request, peer: string | undefined) => string;
}

export interface DemoApi {
  fetch: (request: Request) => Promise<Response>;
  app: Hono<AppEnv>;
  /** The current store (replaced by `reset`). */
  db: () => Db;
  reset: () => void;
  clock: () => Clock;
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const publicURL = options.publicURL ?? 'http://127.0.0.1:5173';
  const fresh = () => {
    const clock = createClock(options.now);
    return createDb(clock, createOutbox(clock.now), publicURL);
  };
  let db = fresh();
  const reset = () => {
    db = fresh();
  };

  const allowed = options.corsOrigins ?? ((origin: string) => LOCAL_ORIGIN.test(origin));
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    cors({
      origin: (origin) =>
        (typeof allowed === 'function' ? allowed(origin) : allowed.includes(origin))
          ? origin
          : null,
      allowHeaders: [
        'Accept',
        'Content-Type',
        'user-language',
        'access-token',
        'refresh-token',
        IDEMPOTENCY_HEADER,
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Date: clients count the guest window (`expires_at`) from the server's clock, not the device's.
      // Retry-After: when a throttled call may be tried again; Idempotent-Replayed: a retry got the first answer.
      exposeHeaders: ['Content-Disposition', 'Date', 'Retry-After', REPLAYED_HEADER],
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('lang', languageOf(c));
    const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
      ?.incoming?.socket?.remoteAddress;
    c.set('client', options.clientAddress?.(c.req.raw, peer) ?? peer ?? 'local');
    await next();
    // The demo clock is this server's time (it may travel), so the Date header follows it.
    c.header('Date', c.get('db').clock.now().toUTCString());
  });
  app.use('*', bodyCap);
  app.use('/api/*', idempotency);
  app.route('/__demo', demoRoutes({ db: () => db, reset }));
  roleGates(app);
  for (const register of domainRoutes) register(app);

  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpFailure) {
      return c.json(
        { message: error.message, ...(error.data ? { data: error.data } : {}) },
        error.status,
        error.headers,
      );
    }
    if (error instanceof HTTPException) return c.json({ message: error.message }, error.status);
    console.error('[demo-api]', error);
    return c.json({ message: 'Internal error in the demo API.' }, 500);
  });

  return {
    app,
    fetch: (request) => Promise.resolve(app.fetch(request)),
    db: () => db,
    reset,
    clock: () => db.clock,
  };
}
