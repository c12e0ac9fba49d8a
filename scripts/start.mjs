// `pnpm start`: the demo API (8787), the widget playground on a second origin (4400), and the portal.
import { spawn, spawnSync } from 'node:child_process';

const API_PORT = process.env.API_PORT ?? '8787';
const PLAYGROUND_PORT = process.env.PLAYGROUND_PORT ?? '4400';
const apiBase = `http://127.0.0.1:${API_PORT}/`;

// The playground embeds the built loader, runtime and widget chunks.
console.log('Building the widget embed (loader, runtime, widget chunks)…');
const build = spawnSync('pnpm', ['--filter', '@sakhli/widgets', 'build:embed'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// The portal: built once, served with its strict CSP on 127.0.0.1:5173 (the demo API e-mails
// links there), /api proxied to the demo API (docs/portal.md).
const PORTAL_PORT = process.env.PORTAL_PORT ?? '5173';
console.log('Building the portal…');
const portalBuild = spawnSync('pnpm', ['--filter', '@sakhli/portal', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  // A demo build: the sign-in screens link the demo API's mailbox (never in a production build).
  env: { ...process.env, VITE_SAKHLI_DEMO: '1' },
});
if (portalBuild.status !== 0) process.exit(portalBuild.status ?? 1);

/** [name, command, args, extra env] */
const services = [
  [
    'demo-api',
    'pnpm',
    ['--filter', '@sakhli/demo-api', 'start'],
    // The SDK from its TypeScript source (as the workspace resolves it), never a stale dist/.
    { PORT: API_PORT, NODE_OPTIONS: '--conditions=@sakhli/source' },
  ],
  ['playground', 'node', ['playground/server.mjs'], { PORT: PLAYGROUND_PORT, API_BASE: apiBase }],
  [
    'portal',
    'node',
    ['packages/portal/server/serve.mjs'],
    // Demo mode: the portal also forwards the demo API's /__demo controls (fixtures, outbox, clock).
    { PORT: PORTAL_PORT, SAKHLI_API: `http://127.0.0.1:${API_PORT}`, SAKHLI_DEMO: '1' },
  ],
];

const children = services.map(([name, command, args, env]) => {
  // Its own process group, so a stop reaches what pnpm and tsx start beneath it, not only pnpm.
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    detached: true,
  });
  const prefix = (line) => `[${name}] ${line}`;
  child.stdout.on('data', (d) =>
    process.stdout.write(d.toString().split('\n').filter(Boolean).map(prefix).join('\n') + '\n'),
  );
  child.stderr.on('data', (d) =>
    process.stderr.write(d.toString().split('\n').filter(Boolean).map(prefix).join('\n') + '\n'),
  );
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    for (const other of children) stop(other, 'SIGTERM');
    process.exit(code ?? 1);
  });
  return child;
});
function stop(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((c) => stop(c, signal)));
