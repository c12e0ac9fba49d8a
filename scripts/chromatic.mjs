// `pnpm chromatic`: publish Storybook to Chromatic for visual review — only when a project token
// is set (CI secrets); otherwise say so and succeed, so forks and local runs are not blocked.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set)');
  process.exit(0);
}

// The token stays in the environment (chromatic reads it there), never on the command line.
const { status } = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  { stdio: 'inherit', env: process.env },
);
process.exit(status ?? 1);
