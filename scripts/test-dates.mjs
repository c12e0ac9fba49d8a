// `pnpm test:dates`: every date-sensitive test at the awkward instants of the year, in Tbilisi and in
// New York. Each run sets SAKHLI_TEST_NOW (a local date-time, read in the run's TZ) and TZ; the
// test clock (vite.shared.ts, e2e/support/testClock.ts) moves Date in tests, stories, the demo API
// and the pages. Prints a table; exits non-zero when any run fails.
//
//   pnpm test:dates                       the whole matrix (builds first)
//   pnpm test:dates --at 2026-12-31T23:50 --tz America/New_York --only unit
//   options: --at ISO (repeatable), --tz ZONE (repeatable), --only unit|e2e, --skip-build
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from './ensure-chromium.mjs';

/** Local wall-clock instants (no offset: each is read in the run's TZ). */
const INSTANTS = [
  ['2026-11-30T23:30', 'month end'],
  ['2026-12-31T23:50', 'year end'],
  ['2028-02-29T12:00', 'leap day'],
  ['2027-03-14T01:30', 'New York DST starts at 02:00'],
  ['2027-01-01T00:05', 'new year, just after midnight'],
];
const ZONES = ['Asia/Tbilisi', 'America/New_York'];

/**
 * What depends on "today": every unit, component and story project whole (a new test is in the
 * matrix without being listed), and the journeys that book, change, cancel, count down, date a bill,
 * a point or a message, or lock an account for a while, plus the clock's own check. Left out: the
 * embedding, playground and request-count journeys, which read no date.
 */
const UNIT_PROJECTS = ['sdk', 'demo-api', 'widgets', 'storybook', 'portal'];
const E2E_FILES = [
  'testClock.e2e.test.ts',
  'guest-booking.e2e.test.ts',
  'guest-booking-window.e2e.test.ts',
  'booking-change.e2e.test.ts',
  'apartment-bills.e2e.test.ts',
  'loyalty-wallet.e2e.test.ts',
  'ticket-chat.e2e.test.ts',
  'portal/portal.e2e.test.ts',
  'portal/throttle.e2e.test.ts',
];

const { values } = parseArgs({
  options: {
    at: { type: 'string', multiple: true },
    tz: { type: 'string', multiple: true },
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const instants = values.at?.map((at) => [at, 'chosen']) ?? INSTANTS;
const zones = values.tz ?? ZONES;
const suites = [
  ['unit', UNIT_PROJECTS.flatMap((p) => ['--project', p]), []],
  ['e2e', ['-c', 'e2e/vitest.e2e.config.ts', ...E2E_FILES], []],
].filter(([name]) => !values.only || values.only === name);

const env = { ...process.env, CHROME_PATH: ensureChromium() };
const work = mkdtempSync(path.join(tmpdir(), 'sakhli-dates-'));
const started = Date.now();

if (!values['skip-build'] && suites.some(([name]) => name === 'e2e')) {
  console.log('\n▶ build (once: the journeys run against the built embed and portal)');
  if (spawnSync('pnpm', ['build'], { stdio: 'inherit', env }).status !== 0) process.exit(1);
}

const rows = [];
for (const [at, why] of instants) {
  for (const zone of zones) {
    for (const [suite, args] of suites) {
      const name = `${suite}-${at.replace(/:/g, '')}-${zone.replace('/', '_')}`;
      const report = path.join(work, `${name}.json`);
      const log = path.join(work, `${name}.log`);
      process.stdout.write(`▶ ${suite.padEnd(4)} at ${at} (${why}), TZ=${zone} … `);
      const begun = Date.now();
      // The dot reporter into a log per run; the table and the failures' logs are what a reader needs.
      const out = openSync(log, 'w');
      const { status } = spawnSync(
        'pnpm',
        [
          'exec',
          'vitest',
          'run',
          ...args,
          '--reporter=dot',
          '--reporter=json',
          `--outputFile.json=${report}`,
        ],
        { stdio: ['ignore', out, out], env: { ...env, SAKHLI_TEST_NOW: at, TZ: zone } },
      );
      closeSync(out);
      const row = {
        at,
        zone,
        suite,
        status,
        log,
        seconds: (Date.now() - begun) / 1000,
        ...read(report),
      };
      rows.push(row);
      console.log(
        `${status === 0 ? 'pass' : 'FAIL'} ${row.passed}/${row.total} (${row.seconds.toFixed(0)} s)`,
      );
    }
  }
}

/** Counts and failed test names from vitest's JSON report (missing when vitest itself failed). */
function read(file) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const failed = json.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${path.basename(file.name)} › ${test.fullName}`),
    );
    return { passed: json.numPassedTests, total: json.numTotalTests, failed };
  } catch {
    return { passed: 0, total: 0, failed: ['(no report: vitest did not finish)'] };
  }
}

const table = [
  ['SAKHLI_TEST_NOW', 'TZ', 'suite', 'result', 'tests', 'time'],
  ...rows.map((r) => [
    r.at,
    r.zone,
    r.suite,
    r.status === 0 ? 'pass' : 'FAIL',
    `${r.passed}/${r.total}`,
    `${r.seconds.toFixed(0)} s`,
  ]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
console.log(
  '\n' + table.map((row) => row.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n'),
);
for (const r of rows.filter((r) => r.status !== 0)) {
  console.log(
    `\n✖ ${r.suite} at ${r.at}, TZ=${r.zone} (log: ${r.log}):\n  ${r.failed.join('\n  ')}`,
  );
}
const failures = rows.filter((r) => r.status !== 0).length;
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\n${failures ? '✖' : '✔'} ${rows.length - failures}/${rows.length} runs passed in ${minutes} min`,
);
// Logs are kept only when something failed.
if (!failures) rmSync(work, { recursive: true, force: true });
process.exit(failures ? 1 : 0);
