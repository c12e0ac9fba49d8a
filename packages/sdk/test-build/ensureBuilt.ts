// Builds the SDK once when dist/ is missing, so `vitest run` on a fresh clone still tests a real build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function ensureBuilt() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (
    existsSync(`${root}dist/index.js`) &&
    existsSync(`${root}dist/index.d.ts`) &&
    existsSync(`${root}dist/openapi.json`)
  )
    return;
  execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
