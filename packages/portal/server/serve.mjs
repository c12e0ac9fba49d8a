// Serves the built portal (dist/) on 127.0.0.1:5173 with a strict CSP, and proxies /api (and, in demo
// mode only, the demo API's test controls under /__demo) to the API, so the browser talks to one origin.
import { createServer, request as httpRequest } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compress, isCompressible, pickEncoding } from './compression.mjs';
import { createNonce, CSP_REPORT_PATH, injectNonce, securityHeaders } from './csp.mjs';
import { acceptCspReport } from './cspReports.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The demo API's test controls (reset, clock travel, outbox with 2FA codes): never in production. */
const DEMO_CONTROLS = '/__demo/';

/** A violation report as a log line: the directive and addresses without their queries. */
const logCspReport = ({ directive, blocked, document }) =>
  process.stderr.write(`[csp] ${directive} blocked ${blocked || '(inline)'} on ${document}\n`);

/**
 * A Node HTTP server for the portal. `root` is the built dist folder; `api` the origin that
 * answers /api (nothing is proxied when it is null). `demo: true` also forwards /__demo/* (the
 * demo API's fixtures, outbox and clock); otherwise those paths answer 404. `onCspReport` gets
 * each CSP violation reported to /csp-report (default: a line on stderr).
 */
export function createPortalServer({
  root,
  api = 'http://127.0.0.1:8787',
  demo = false,
  onCspReport = logCspReport,
}) {
  const base = resolve(root);
  const proxied = demo ? ['/api/', DEMO_CONTROLS] : ['/api/'];
  // Read per response: small, and a rebuild while the server runs is picked up at once.
  const loadIndex = () => readFile(join(base, 'index.html'), 'utf8');

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://portal.local');
    try {
      if (url.pathname === CSP_REPORT_PATH) return acceptCspReport(req, res, onCspReport);
      if (api && proxied.some((prefix) => url.pathname.startsWith(prefix))) {
        return proxy(req, res, new URL(url.pathname + url.search, api));
      }
      if (url.pathname.startsWith(DEMO_CONTROLS)) {
        res.writeHead(404, { ...securityHeaders(createNonce()), 'Content-Type': TYPES['.json'] });
        return res.end(JSON.stringify({ message: 'Not found.' }));
      }
      const file = await staticFile(base, url.pathname);
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (file && !file.endsWith('index.html')) {
        // The build's .br/.gz twin when the browser takes it (server/compression.mjs).
        const twin =
          encoding &&
          isCompressible(file) &&
          (await staticFile(base, url.pathname + encoding.suffix));
        const body = await readFile(twin || file);
        res.writeHead(200, {
          ...securityHeaders(createNonce()),
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          // Hashed file names under /assets never change; everything else is revalidated.
          'Cache-Control': url.pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
          ...(isCompressible(file) ? { Vary: 'Accept-Encoding' } : {}),
          ...(twin ? { 'Content-Encoding': encoding.name } : {}),
          'Content-Length': body.length,
        });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      // Every other path is a route of the SPA: index.html with a fresh nonce.
      const nonce = createNonce();
      const html = injectNonce(await loadIndex(), nonce);
      const body = encoding ? compress(html, encoding) : Buffer.from(html);
      res.writeHead(200, {
        ...securityHeaders(nonce),
        'Content-Type': TYPES['.html'],
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding.name } : {}),
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      res.writeHead(500, { ...securityHeaders(createNonce()), 'Content-Type': TYPES['.txt'] });
      res.end('Internal error');
    }
  });
}

/** The file under `base` a path names, or undefined; never a path outside `base`. */
async function staticFile(base, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const candidate = normalize(join(base, decoded));
  if (candidate !== base && !candidate.startsWith(base + sep)) return undefined;
  try {
    return (await stat(candidate)).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}

function proxy(req, res, target) {
  const upstream = httpRequest(
    target,
    {
      method: req.method,
      // The API throttles per client: name the browser's address, never one the browser sent.
      headers: {
        ...req.headers,
        host: target.host,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': TYPES['.json'] });
    res.end(JSON.stringify({ message: 'The API is not reachable.' }));
  });
  req.pipe(upstream);
}

// `node server/serve.mjs`: PORT (5173), HOST (127.0.0.1), SAKHLI_API (http://127.0.0.1:8787),
// SAKHLI_DEMO=1 to forward /__demo/* too (a demo deployment with the demo API behind it).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 5173);
  const host = process.env.HOST ?? '127.0.0.1';
  const root = fileURLToPath(new URL('../dist', import.meta.url));
  createPortalServer({
    root,
    api: process.env.SAKHLI_API ?? 'http://127.0.0.1:8787',
    demo: process.env.SAKHLI_DEMO === '1',
  }).listen(port, host, () =>
    process.stdout.write(`Sakhli portal on http://${host}:${port} (API proxied from /api)\n`),
  );
}
