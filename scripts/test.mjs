// `pnpm test`: every quality gate; stops at the first failed stage with its exit code. Gates that
// do not need each other run side by side (the type check and lint are single-threaded, the
// machine has two cores), each one's output printed whole when it ends so logs stay readable.
import { spawn } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

/** A gate: its name and the commands it runs one after another. */
const gate = (name, ...commands) => ({ name, commands });
const pnpm = (...args) => ['pnpm', args];

/** Stages run in order; the gates of a stage run at the same time. */
const stages = [
  [
    gate('type check', pnpm('typecheck')),
    gate('lint and format', pnpm('lint')),
    gate(
      'build packages, then the demo portal the journeys serve',
      pnpm('build'),
      // The journeys serve a demo build of their own (the mailbox link); built here, so a
      // dist-demo/ left from an earlier run never stands in for the code under test.
      pnpm('--filter', '@sakhli/portal', 'build:demo'),
    ),
  ],
  [
    gate('package lint (publint, attw)', pnpm('-r', '--if-present', 'test:package')),
    gate('size budgets', pnpm('--if-present', 'size')),
  ],
  [gate('unit, component and story tests', pnpm('test:unit'))],
  // Two lanes of about equal time side by side (e2e/support/lanes.ts), each its own vitest process
  // with its own demo API, playground and browser; one lane keeps about one core busy.
  [
    gate('end-to-end journeys, lane 1 of 2', pnpm('--if-present', 'e2e', '--shard=1/2')),
    gate('end-to-end journeys, lane 2 of 2', pnpm('--if-present', 'e2e', '--shard=2/2')),
  ],
];

/** Runs one command; resolves with its exit status. Alone in its stage it prints as it goes. */
function run([command, args], output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: process.env,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

async function runGate({ name, commands }, alone) {
  const started = Date.now();
  const output = alone ? null : [];
  let status = 0;
  for (const command of commands) {
    status = await run(command, output);
    if (status !== 0) break;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const verdict = status === 0 ? `✔ ${name} (${seconds}s)` : `✖ ${name} failed after ${seconds}s`;
  return { status, verdict, text: output && `\n▶ ${name}\n${Buffer.concat(output).toString()}` };
}

/** A stage's output, the failed gates' last: a log read from its tail ends on the failure. */
function report(results) {
  const ordered = [...results].sort((a, b) => Number(a.status !== 0) - Number(b.status !== 0));
  for (const { text, verdict } of ordered) {
    if (text) process.stdout.write(text);
    console.log(verdict);
  }
}

process.env.CHROME_PATH = ensureChromium();
const started = Date.now();
for (const stage of stages) {
  if (stage.length === 1) console.log(`\n▶ ${stage[0].name}`);
  else console.log(`\n▶ side by side: ${stage.map((g) => g.name).join(' · ')}`);
  const results = await Promise.all(stage.map((g) => runGate(g, stage.length === 1)));
  report(results);
  const failed = results.filter(({ status }) => status !== 0);
  if (failed.length) {
    console.log(`\n${failed.map(({ verdict }) => verdict).join('\n')}`);
    process.exit(failed[0].status);
  }
}
console.log(`\n✔ all gates passed in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
