// `pnpm test`: every quality gate in order; stops at the first failure with its exit code.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  ['type check', 'pnpm', ['typecheck']],
  ['lint and format', 'pnpm', ['lint']],
  ['build packages', 'pnpm', ['build']],
  ['package lint (publint, attw)', 'pnpm', ['-r', '--if-present', 'test:package']],
  ['unit, component and story tests', 'pnpm', ['test:unit']],
  ['size budgets', 'pnpm', ['--if-present', 'size']],
  // The journeys serve a demo build of their own (the mailbox link); built here, so a dist-demo/ left
  // from an earlier run never stands in for the code under test.
  ['demo portal build', 'pnpm', ['--filter', '@sakhli/portal', 'build:demo']],
  ['end-to-end journeys', 'pnpm', ['--if-present', 'e2e']],
];

process.env.CHROME_PATH = ensureChromium();
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
