// Serves the demo API over HTTP on 127.0.0.1 (PORT, default 8787).
import { serve } from '@hono/node-server';
import { createDemoApi } from './app';
import { parseTestNow } from './store/clock';
import { shiftDate } from './testClock';
import { withConformance } from './conformance';
import { withApiDocs } from './apiDocs';

// The test clock (SAKHLI_TEST_NOW, e.g. from the e2e harness or `pnpm test:dates`): this process
// starts at that instant and time runs on, so a reset store keeps the same clock.
const testNow = parseTestNow(process.env.SAKHLI_TEST_NOW);
if (testNow) shiftDate(globalThis, testNow.getTime());

const port = Number(process.env.PORT ?? 8787);
const publicURL = process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173';
const extraOrigins = (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean);
const local = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const loopback = /^(127\.|::1$|::ffff:127\.)/;
const api = createDemoApi({
  publicURL,
  corsOrigins: (origin) => local.test(origin) || extraOrigins.includes(origin),
  // Behind the portal's server (a proxy on this machine) every call comes from loopback: the
  // client is the address that proxy names in X-Forwarded-For (it overwrites what a browser sent).
  clientAddress: (request, peer) => {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    return peer && loopback.test(peer) && forwarded ? forwarded : (peer ?? 'unknown');
  },
});

// issue 29: the contract at /openapi.json and /api-docs; under SAKHLI_CONFORMANCE=1 every answer
// is checked against it.
const fetch = withApiDocs(
  process.env.SAKHLI_CONFORMANCE === '1' ? await withConformance(api.app.fetch) : api.app.fetch,
);

serve({ fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(
    `Sakhli demo API on http://127.0.0.1:${info.port} (fixtures: /__demo/fixtures, contract: /api-docs)`,
  );
});
