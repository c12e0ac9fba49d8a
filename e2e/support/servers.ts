// The servers of a run: the real demo API (its own process) and the playground (in process).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- plain .mjs helpers without types (shared with scripts/bench.mjs).
import { startDemoApi as start } from '../../playground/demoApi.mjs';
// @ts-expect-error -- plain .mjs server without types; its API is `startPlayground(options)`.
import { startPlayground } from '../../playground/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface DemoApiServer {
  apiBase: string;
  stop(): Promise<void>;
}

export const startDemoApi = start as (options?: {
  env?: Record<string, string>;
}) => Promise<DemoApiServer>;

export interface PlaygroundServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The playground on a free port, its one tag `loader` (sakhli.js, or sakhli.lite.js for the
 * preact/compat embed), building the embed first when that loader is missing.
 */
export async function startPlaygroundServer(
  apiBase: string,
  loader = 'sakhli.js',
): Promise<PlaygroundServer> {
  if (!existsSync(`${root}/packages/widgets/dist/loader/${loader}`)) {
    const build = spawnSync('pnpm', ['--filter', '@sakhli/widgets', 'build:embed'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('building the widget embed failed');
  }
  return (await startPlayground({ port: 0, apiBase, loader })) as PlaygroundServer;
}
