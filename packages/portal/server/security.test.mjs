// The portal server's trust rules (issue 16 §7): feature and referrer policies, a CSP report endpoint,
// /__demo forwarded only in demo mode, and the client's address named to the API (never the browser's claim).
import { createServer } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalServer } from './serve.mjs';

const servers = [];
const reports = [];
let api;
let production;
let demo;
let apiCalls = 0;

function listen(server) {
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Sakhli</title>');
  api = await listen(
    createServer((req, res) => {
      apiCalls += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url, forwardedFor: req.headers['x-forwarded-for'] }));
    }),
  );
  production = await listen(
    createPortalServer({ root, api, onCspReport: (report) => reports.push(report) }),
  );
  demo = await listen(createPortalServer({ root, api, demo: true }));
});

afterAll(() => {
  for (const server of servers) server.close();
});

describe('portal server security', () => {
  it('switches off browser features it never uses and sends no referrer', async () => {
    for (const path of ['/login', '/favicon.ico', '/api/users']) {
      const res = await fetch(`${production}${path}`);
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      if (path !== '/api/users') {
        const policy = res.headers.get('permissions-policy');
        for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
          expect(policy, path).toContain(feature);
        }
      }
    }
  });

  it('names a CSP report endpoint and accepts both report formats, keeping no query (tokens)', async () => {
    const page = await fetch(`${production}/reset-password?token=secret-token`);
    const csp = page.headers.get('content-security-policy');
    expect(csp).toContain('report-uri /csp-report');
    expect(csp).toContain('report-to csp');
    expect(page.headers.get('reporting-endpoints')).toBe('csp="/csp-report"');

    const legacy = await fetch(`${production}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${production}/reset-password?token=secret-token`,
          'violated-directive': 'script-src',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?session=abc',
        },
      }),
    });
    expect(legacy.status).toBe(204);
    const modern = await fetch(`${production}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: `${production}/activate?access_id=3&token=t`,
            effectiveDirective: 'style-src-elem',
            blockedURL: 'inline',
          },
        },
      ]),
    });
    expect(modern.status).toBe(204);
    expect(reports).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        document: `${production}/reset-password`,
      },
      { directive: 'style-src-elem', blocked: 'inline', document: `${production}/activate` },
    ]);
    expect(JSON.stringify(reports)).not.toMatch(/token|session/);

    expect((await fetch(`${production}/csp-report`, { method: 'POST', body: 'x' })).status).toBe(
      400,
    );
    const huge = await fetch(`${production}/csp-report`, {
      method: 'POST',
      body: 'x'.repeat(100 * 1024),
    }).catch(() => ({ status: 413 }));
    expect(huge.status).toBe(413);
    expect((await fetch(`${production}/csp-report`)).status).toBe(405);
  });

  it('forwards /__demo only in demo mode; in production it is a 404 that never reaches the API', async () => {
    const before = apiCalls;
    const refused = await fetch(`${production}/__demo/outbox`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: 'Not found.' });
    expect(apiCalls).toBe(before);
    const forwarded = await fetch(`${demo}/__demo/outbox`);
    expect(await forwarded.json()).toMatchObject({ path: '/__demo/outbox' });
    expect(apiCalls).toBe(before + 1);
  });

  it('names the browser’s own address to the API, whatever X-Forwarded-For the browser sent', async () => {
    const res = await fetch(`${production}/api/auth/login`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(await res.json()).toMatchObject({ forwardedFor: '127.0.0.1' });
  });
});
