// Lighthouse figures for `pnpm bench`: the built portal's sign-in page and the widget playground,
// on the system Chromium (median of RUNS per page; scores vary run to run on a shared machine).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs a command without blocking this process: the servers under test live in it. */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(new Error(`${command} ${args[1]} ${args[2]} exited ${code}: ${stderr.slice(-400)}`));
    });
  });
}

/** One Lighthouse run: category scores (0–100) and the lab metrics in ms. */
async function audit(url, chromePath) {
  const dir = mkdtempSync(join(tmpdir(), 'sakhli-lh-'));
  const out = join(dir, 'report.json');
  try {
    await run(
      'pnpm',
      [
        'exec',
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        // More flags than these (e.g. --disable-background-networking) break its trace (NO_NAVSTART).
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ],
      { ...process.env, CHROME_PATH: chromePath },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    );
    const metric = (id) => report.audits[id]?.numericValue ?? NaN;
    return {
      ...scores,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An audit, tried up to 3 times: on a loaded machine Lighthouse now and then loses its trace. */
async function auditWithRetry(url, chromePath) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, chromePath);
    } catch (error) {
      if (attempt === 3 || !/NO_NAVSTART|NO_FCP|trace/i.test(error.message)) throw error;
      console.warn(`  (Lighthouse lost its trace of ${url}; running it again)`);
    }
  }
}

/** Prints the median of RUNS audits for each `[label, url]`. */
export async function printLighthouse(pages, chromePath) {
  console.log(`\nLighthouse (mobile preset, simulated throttling), median of ${RUNS}`);
  for (const [label, url] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url, chromePath));
    const pick = (key) => Math.round(median(runs.map((r) => r[key])));
    console.log(
      `  ${label.padEnd(28)} performance ${pick('performance')}, accessibility ${pick('accessibility')}, ` +
        `best practices ${pick('best-practices')}; FCP ${pick('fcp')} ms, LCP ${pick('lcp')} ms, TBT ${pick('tbt')} ms`,
    );
  }
}
