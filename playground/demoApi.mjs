// Starts the real demo API server (`pnpm --filter @sakhli/demo-api start`) on a free port, for the
// e2e harness and the bench; stopping it stops its whole process group.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Node resolves workspace packages to their source through this export condition. */
export const SOURCE_CONDITION = '--conditions=@sakhli/source';

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`demo API exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}

/** Resolves with `{ apiBase, stop() }` once the API answers; `env` adds to the server's environment. */
export async function startDemoApi({ env = {} } = {}) {
  const port = await freePort();
  const child = spawn('pnpm', ['--filter', '@sakhli/demo-api', 'start'], {
    cwd: root,
    // The SDK from its TypeScript source (as the workspace resolves it), never a stale dist/.
    env: { ...process.env, ...env, PORT: String(port), NODE_OPTIONS: SOURCE_CONDITION },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it also stops tsx under pnpm.
    detached: true,
  });
  const apiBase = `http://127.0.0.1:${port}/`;
  await waitFor(`${apiBase}__demo/fixtures`, child);
  return {
    apiBase,
    stop: async () => {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
