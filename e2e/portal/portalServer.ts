// The built portal served by its own Node server (CSP nonce, /api proxied to the e2e demo API).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- plain .mjs server without types; its API is `createPortalServer(options)`.
import { createPortalServer } from '../../packages/portal/server/serve.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// A demo build of its own (the mailbox link), beside the production dist/ that `pnpm build` makes
// before the journeys run in `pnpm test`.
const dist = `${root}/packages/portal/dist-demo`;

export interface PortalServer {
  url: string;
  close(): Promise<void>;
}

/** Builds the demo portal when dist-demo/ is missing, then serves it on a free port. */
export async function startPortal(apiBase: string): Promise<PortalServer> {
  if (!existsSync(`${dist}/index.html`)) {
    const build = spawnSync(
      'pnpm',
      ['--filter', '@sakhli/portal', 'build', '--outDir', 'dist-demo'],
      {
        cwd: root,
        stdio: 'inherit',
        // Served in demo mode, built as a demo (the mailbox link), like `pnpm start`.
        env: { ...process.env, VITE_SAKHLI_DEMO: '1' },
      },
    );
    if (build.status !== 0) throw new Error('building the portal failed');
  }
  const server = createPortalServer({
    root: dist,
    api: new URL(apiBase).origin,
    demo: true,
  }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
