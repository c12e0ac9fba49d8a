// `pnpm bench` (issue 28 §1, §5, §7): a floor page — plain React 19 rendering the guest booking's
// first step — built with the same Vite and measured in the same browser, run and throttling as the
// five widgets (React and lite embeds) and the portal. Prints each figure with its ratio to the floor
// and writes everything to bench/results.json. Figures, not a test: budgets are `pnpm size`'s.
// Definitions of every figure: bench/README.md.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.mjs';
import { startDemoApi } from '../playground/demoApi.mjs';
import { LOADER_DIR, startPlayground } from '../playground/server.mjs';
import { createPortalServer } from '../packages/portal/server/serve.mjs';
import { lighthouse } from './lighthouse.mjs';
import { buildFloor, serveFloor } from './bench/floor.mjs';
import { EMBEDS, embedSizes, floorSizes, portalSizes } from './bench/sizes.mjs';
import { RUNS, THROTTLE, timePages } from './bench/timing.mjs';
import { GROWTH_LIMIT, MOUNTS, WARMUP, measureMemory } from './bench/memory.mjs';
import { signedInProfile } from './bench/session.mjs';
import { TEST_MODE_TAGS, widgetUrl } from './bench/pages.mjs';
import { kb, line, ratio, runFacts, times } from './bench/report.mjs';

const ROOT = join(import.meta.dirname, '..');
const PORTAL_DIST = join(ROOT, 'packages/portal/dist');
const RESULTS = join(ROOT, 'bench/results.json');

function buildIfMissing(file, filter, script) {
  if (existsSync(file)) return;
  const build = spawnSync('pnpm', ['--filter', filter, script], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
buildIfMissing(join(LOADER_DIR, 'sakhli.lite.js'), '@sakhli/widgets', 'build:embed');
buildIfMissing(join(PORTAL_DIST, 'index.html'), '@sakhli/portal', 'build');
const floorDir = await buildFloor();

const results = { run: runFacts(), throttle: THROTTLE, runs: RUNS };
// Written after every section, so a failure late in a long run keeps what was measured.
const save = () => {
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
};
console.log(
  `Bench of ${results.run.commit?.slice(0, 10)}${results.run.dirty ? ' (uncommitted changes)' : ''}: ` +
    `${results.run.cores} cores, load average ${results.run.loadAverage.join(' ')}`,
);

// Sizes ---------------------------------------------------------------------------------------
const floorSize = floorSizes(floorDir);
results.sizes = {
  floor: floorSize,
  embeds: Object.fromEntries(EMBEDS.map((embed) => [embed.name, embedSizes(LOADER_DIR, embed)])),
  portalLogin: portalSizes(PORTAL_DIST),
};
console.log('\nSizes: gzip -9 of all JS a cold page fetches (a widget: loader included)');
line('floor: React 19 + the e-mail step', kb(floorSize.gzip));
for (const { name } of EMBEDS) {
  const embed = results.sizes.embeds[name];
  if (!embed) continue;
  line(`${name} embed: loader`, kb(embed.loader));
  for (const [tag, bytes] of Object.entries(embed.widgets)) {
    line(`${name} embed: first load of <${tag}>`, kb(bytes), times(bytes, floorSize.gzip));
  }
}
const login = results.sizes.portalLogin;
line(`portal /login (${login.files} files)`, kb(login.gzip), times(login.gzip, floorSize.gzip));
line('  as served (brotli twins)', kb(login.served));

// Servers and pages -----------------------------------------------------------------------------
const executablePath = ensureChromium();
const api = await startDemoApi();
const playgrounds = Object.fromEntries(
  await Promise.all(
    EMBEDS.map(async ({ name, loader }) => [
      name,
      await startPlayground({ port: 0, apiBase: api.apiBase, loader }),
    ]),
  ),
);
const floor = await serveFloor();
const portal = createPortalServer({ root: PORTAL_DIST, api: api.apiBase.replace(/\/$/, '') });
await new Promise((resolve) => portal.listen(0, '127.0.0.1', resolve));
const portalUrl = `http://127.0.0.1:${portal.address().port}`;
const tags = Object.keys(results.sizes.embeds.react?.widgets ?? {});
let profile;

try {
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    // Speed ---------------------------------------------------------------------------------------
    console.log(
      `\nSpeed: navigation → content painted / → interactive, and the blocking time to then, ${THROTTLE}x CPU, median of ${RUNS} rounds of every page in turn (min–max)`,
    );
    const span = ({ median, min, max }) => `${median} ms (${min}–${max})`;
    const pages = [{ label: 'floor', url: floor.url }];
    for (const { name } of EMBEDS) {
      for (const tag of tags) {
        const url = await widgetUrl(playgrounds[name].url, api.apiBase, tag);
        pages.push({ label: `${name} <${tag}>`, url, host: tag });
        if (!TEST_MODE_TAGS.includes(tag)) continue;
        const testMode = await widgetUrl(playgrounds[name].url, api.apiBase, tag, {
          testMode: true,
        });
        pages.push({ label: `${name} <${tag} test-mode>`, url: testMode, host: tag });
      }
    }
    pages.push({ label: 'portal /login', url: `${portalUrl}/login` });
    const timed = await timePages(browser, pages);
    const speed = (results.speed = {});
    speed.floor = timed.get('floor');
    const base = speed.floor;
    line('floor painted', span(base.painted));
    line('floor interactive', span(base.interactive));
    // Blocking time and the longest task (timing.mjs): what "interactive" hides between its marks.
    const blocking = ({ blocking: b, longest }) => `${b.median} ms, longest ${longest.median}`;
    line('floor blocking', blocking(base));
    const report = (label, figures) => {
      figures.ratio = {
        painted: ratio(figures.painted.median, base.painted.median),
        interactive: ratio(figures.interactive.median, base.interactive.median),
        // A floor with no long task has no blocking time to divide by (a fast machine).
        blocking: base.blocking.median
          ? ratio(figures.blocking.median, base.blocking.median)
          : null,
      };
      speed[label] = figures;
      line(
        `${label} painted`,
        span(figures.painted),
        times(figures.painted.median, base.painted.median),
      );
      line(
        `${label} interactive`,
        span(figures.interactive),
        times(figures.interactive.median, base.interactive.median),
      );
      line(
        `${label} blocking`,
        blocking(figures),
        figures.ratio.blocking === null ? '' : times(figures.blocking.median, base.blocking.median),
      );
    };
    for (const { label } of pages.slice(1)) report(label, timed.get(label));
    save();

    // Memory --------------------------------------------------------------------------------------
    console.log(
      `\nMemory: JS heap after GC, after ${WARMUP} warm-up mounts and after ${MOUNTS} more (limit +${GROWTH_LIMIT * 100} %; from the first mount in brackets)`,
    );
    results.memory = {};
    for (const { name } of EMBEDS) {
      for (const tag of tags) {
        const url = await widgetUrl(playgrounds[name].url, api.apiBase, tag);
        const figures = await measureMemory(browser, url, tag);
        results.memory[`${name} <${tag}>`] = figures;
        const percent = (value) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
        const left = figures.leftovers.length + figures.requestsAfterUnmount.length;
        line(
          `${name} <${tag}>`,
          `${(figures.before / 1048576).toFixed(1)} → ${(figures.after / 1048576).toFixed(1)} MB`,
          `${percent(figures.growth)} (${percent(figures.fromFirst)})${figures.withinLimit ? '' : '  OVER'}` +
            (left ? `  LEFT RUNNING: ${left} (results.json)` : ''),
        );
      }
    }
    save();
  } finally {
    await browser.close();
  }

  // Lighthouse --------------------------------------------------------------------------------------
  profile = await signedInProfile({ portalUrl, apiBase: api.apiBase, executablePath }).catch(
    (error) => {
      console.warn(`\n(No signed-in /home: signing in failed: ${error.message.split('\n')[0]})`);
      return undefined;
    },
  );
  const pages = [
    { label: 'floor', url: floor.url },
    { label: `playground <${tags[0]}>`, url: `${playgrounds.react.url}?only=${tags[0]}` },
    { label: 'portal /login', url: `${portalUrl}/login` },
    ...(profile
      ? [{ label: 'portal /home (signed in)', url: `${portalUrl}/home`, userDataDir: profile }]
      : []),
  ];
  const audits = (results.lighthouse = await lighthouse(pages, executablePath));
  for (const { label, url } of pages) {
    const audit = audits[label];
    const delta = audit.performance - audits.floor.performance;
    // A signed-in page that ended elsewhere (e.g. /login) measured the wrong screen: say so.
    const moved = new URL(audit.finalUrl).pathname !== new URL(url).pathname;
    console.log(
      `  ${label.padEnd(30)} performance ${audit.performance} (${delta >= 0 ? '+' : ''}${delta} vs floor), ` +
        `accessibility ${audit.accessibility}, best practices ${audit['best-practices']}; ` +
        `CLS ${audit.cls}, TBT ${audit.tbt} ms, LCP ${audit.lcp} ms, FCP ${audit.fcp} ms` +
        (moved ? `  (ENDED ON ${audit.finalUrl})` : ''),
    );
  }
} finally {
  if (profile) rmSync(profile, { recursive: true, force: true });
  portal.close();
  await floor.close();
  await Promise.all(Object.values(playgrounds).map((playground) => playground.close()));
  await api.stop();
}

results.run.loadAverageAtEnd = runFacts().loadAverage;
save();
console.log(
  `\nWritten to bench/results.json (load average ${results.run.loadAverage.join(' ')} at start, ` +
    `${results.run.loadAverageAtEnd.join(' ')} at end: figures from a loaded machine are noisy).`,
);
