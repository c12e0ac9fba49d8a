// The floor page of `pnpm bench` (issue 28 §1): built from bench/floor/ with the workspace's Vite and
// served from its own origin, like the playground, with the same no-store caching.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const FLOOR_DIR = fileURLToPath(new URL('../../.bench/floor', import.meta.url));
const CONFIG = fileURLToPath(new URL('../../bench/floor/vite.config.mjs', import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the floor into .bench/floor/ (every run: it is small, and never stale). */
export async function buildFloor() {
  await build({ configFile: CONFIG });
  return FLOOR_DIR;
}

/** Serves .bench/floor/ on a free port; resolves with its URL and `close()`. */
export function serveFloor() {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const file = normalize(join(FLOOR_DIR, path === '/' ? 'index.html' : path));
    try {
      if (!file.startsWith(FLOOR_DIR)) throw new Error('outside');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}
