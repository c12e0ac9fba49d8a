// `pnpm test:package`: lints the tarball `pnpm publish` would upload (publishConfig applied) with publint and attw.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm pack` (what `attw --pack` runs) ignores publishConfig and would ship the workspace-only
// `@sakhli/source` condition; pnpm's tarball is the one that gets published, so check that one.
const out = mkdtempSync(join(tmpdir(), 'sakhli-sdk-pack-'));
const run = (command, args) => {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    rmSync(out, { recursive: true, force: true });
    process.exit(status ?? 1);
  }
};

try {
  run('pnpm', ['pack', '--pack-destination', out]);
  const tarball = join(
    out,
    readdirSync(out).find((name) => name.endsWith('.tgz')),
  );
  run('pnpm', ['exec', 'publint', 'run', tarball, '--strict']);
  // ESM-only package: CommonJS `require` resolving to ESM is expected, every other rule applies.
  run('pnpm', ['exec', 'attw', tarball, '--profile', 'esm-only']);
} finally {
  rmSync(out, { recursive: true, force: true });
}
