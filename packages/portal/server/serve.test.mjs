// The portal server: a fresh CSP nonce per HTML response, safety headers, SPA fallback, no path
// escapes, and /api proxied to the API.
import { createServer, get } from 'node:http';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './compression.mjs';
import { CSP_NONCE_PLACEHOLDER } from './csp.mjs';
import { createPortalServer } from './serve.mjs';

let portal;
let api;
let base;

/** GET with exactly these request headers; the body as received (no decoding). */
function raw(path, headers = {}) {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const BIG_SCRIPT = `export const words = ${JSON.stringify('sakhli '.repeat(2000))};`;

function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(root, 'assets'));
  await writeFile(
    join(root, 'index.html'),
    `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/assets/app.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
  );
  await writeFile(join(root, 'assets', 'app.js'), 'export {};');
  await writeFile(join(root, 'assets', 'big.js'), BIG_SCRIPT);
  await precompress(root);
  await writeFile(join(tmpdir(), 'outside-secret.txt'), 'secret');
  api = createServer((req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        message: 'Unauthorized.',
        path: req.url,
        token: req.headers['access-token'],
      }),
    );
  });
  const apiBase = await listen(api);
  portal = createPortalServer({ root, api: apiBase });
  base = await listen(portal);
});

afterAll(() => {
  portal.close();
  api.close();
});

describe('portal server', () => {
  it('answers every route with index.html, a fresh nonce in the CSP and in the tags', async () => {
    const first = await fetch(`${base}/bookings/7/orders`);
    const second = await fetch(`${base}/login`);
    const csp = first.headers.get('content-security-policy');
    const nonce = csp.match(/'nonce-([^']+)'/)[1];
    const html = await first.text();
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('cache-control')).toBe('no-store');
  });

  it('serves built assets with their type, cached for good', async () => {
    const res = await fetch(`${base}/assets/app.js`);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never serves a file outside dist', async () => {
    const res = await fetch(`${base}/..%2F..%2Foutside-secret.txt`);
    expect(await res.text()).not.toContain('secret');
  });

  it('proxies /api with its headers and status', async () => {
    const res = await fetch(`${base}/api/users?x=1`, { headers: { 'access-token': 'tok' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'Unauthorized.',
      path: '/api/users?x=1',
      token: 'tok',
    });
  });

  it("sends the build's brotli or gzip twin of an asset to a browser that takes it", async () => {
    const br = await raw('/assets/big.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);

    const gzip = await raw('/assets/big.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);

    const plain = await raw('/assets/big.js', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
  });

  it('compresses index.html per response, nonce and CSP intact', async () => {
    const res = await raw('/login', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.body).toString();
    const nonce = res.headers['content-security-policy'].match(/'nonce-([^']+)'/)[1];
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
