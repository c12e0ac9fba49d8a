// Lighthouse figures for `pnpm bench`: the floor page, the widget playground and the built portal's
// /login and signed-in /home, on the system Chromium (median of RUNS per page; scores vary run to run
// on a shared machine). A signed-in page runs in a profile that holds the session
// (scripts/bench/session.mjs), with Lighthouse's storage reset off.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
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

/** One Lighthouse run: category scores (0–100), the lab metrics in ms and CLS. */
async function audit(url, chromePath, { userDataDir } = {}) {
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
        `--chrome-flags=--headless --no-sandbox --disable-gpu${userDataDir ? ` --user-data-dir=${userDataDir}` : ''}`,
        ...(userDataDir ? ['--disable-storage-reset'] : []),
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
      cls: metric('cumulative-layout-shift'),
      finalUrl: report.finalDisplayedUrl,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An audit, tried up to 3 times: on a loaded machine Lighthouse now and then loses its trace. */
async function auditWithRetry(url, chromePath, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, chromePath, options);
    } catch (error) {
      if (attempt === 3 || !/NO_NAVSTART|NO_FCP|trace/i.test(error.message)) throw error;
      console.warn(`  (Lighthouse lost its trace of ${url}; running it again)`);
    }
  }
}

/**
 * The median of RUNS audits of each `{ label, url, userDataDir? }`, printed as it comes:
 * `{ label: { performance, accessibility, best-practices, fcp, lcp, tbt, cls, finalUrl } }`.
 */
export async function lighthouse(pages, chromePath) {
  console.log(`\nLighthouse (mobile preset: simulated slow 4G, 4x CPU), median of ${RUNS}`);
  const results = {};
  for (const { label, url, userDataDir } of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await auditWithRetry(url, chromePath, { userDataDir }));
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    results[label] = {
      ...Object.fromEntries(
        [...CATEGORIES, 'fcp', 'lcp', 'tbt'].map((key) => [key, Math.round(pick(key))]),
      ),
      cls: Math.round(pick('cls') * 1000) / 1000,
      finalUrl: runs.at(-1).finalUrl,
    };
  }
  return results;
}
