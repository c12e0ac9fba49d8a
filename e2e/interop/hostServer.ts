// The interop suite's third origin: app pages that are not the playground — a Vue 3 app (no build)
// and the built React 19 fixture app — and the loader's files for the Vue page. No CSP of its own.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- plain .mjs server without types; LOADER_DIR is dist/loader.
import { LOADER_DIR } from '../../playground/server.mjs';

const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));
const vueBuild = fileURLToPath(
  new URL('../../node_modules/vue/dist/vue.esm-browser.prod.js', import.meta.url),
);

/** URL prefix → folder served under it (a file of its own for Vue's browser build). */
const ROUTES: [prefix: string, dir: string][] = [
  ['/sakhli/', LOADER_DIR as string],
  ['/vue/', join(fixtures, 'vue-host')],
  ['/react/', join(fixtures, 'react-app/dist')],
];
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

async function fileFor(pathname: string): Promise<string | undefined> {
  if (pathname === '/vue/vue.js') return vueBuild;
  for (const [prefix, dir] of ROUTES) {
    if (!pathname.startsWith(prefix)) continue;
    const rest = pathname.slice(prefix.length) || 'index.html';
    const file = normalize(join(dir, rest));
    return file.startsWith(dir) ? file : undefined;
  }
  return undefined;
}

export interface HostServer {
  url: string;
  close(): Promise<void>;
}

export function startHostServer(): Promise<HostServer> {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://host');
    const file = await fileFor(pathname);
    try {
      if (!file) throw new Error('not found');
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
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
