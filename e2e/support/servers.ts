// Starts the real demo API server (its own process) and the playground (in process) on free ports.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- plain .mjs server without types; its API is `startPlayground(options)`.
import { startPlayground } from '../../playground/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, seconds = 60): Promise<void> {
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

export interface DemoApiServer {
  apiBase: string;
  stop(): Promise<void>;
}

/** `pnpm --filter @sakhli/demo-api start` on a free port, as `pnpm start` runs it. */
export async function startDemoApi(): Promise<DemoApiServer> {
  const port = await freePort();
  const child = spawn('pnpm', ['--filter', '@sakhli/demo-api', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
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

export interface PlaygroundServer {
  url: string;
  close(): Promise<void>;
}

/** The playground on a free port, building the embed first when dist/loader is missing. */
export async function startPlaygroundServer(apiBase: string): Promise<PlaygroundServer> {
  if (!existsSync(`${root}/packages/widgets/dist/loader/sakhli.js`)) {
    const build = spawnSync('pnpm', ['--filter', '@sakhli/widgets', 'build:embed'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('building the widget embed failed');
  }
  return (await startPlayground({ port: 0, apiBase })) as PlaygroundServer;
}
