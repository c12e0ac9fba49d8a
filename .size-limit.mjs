// Size budgets (gzip) of the one-tag embed, checked by `pnpm size` after the build (issue 4 §5).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  portalFirstLoad,
  portalHomeLoad,
  portalRouteChunks,
} from './scripts/portal-first-load.mjs';
import { firstViewFiles } from './scripts/bench/sizes.mjs';

const dir = 'packages/widgets/dist/loader';
/** A cold page shows one language (issue 28 §2): budgets count its texts in Georgian, the longest. */
const LANGUAGE = 'ge';
const shared = new Set(['runtime.js', 'platform.js', `messages.${LANGUAGE}.js`]);

/**
 * Every file a widget fetches besides the shared ones: its entry, its own split chunks and its
 * catalogs' packs in LANGUAGE (packs.json, vite.elements.config.ts).
 */
function widgetFiles(tag) {
  const map = JSON.parse(readFileSync(`${dir}/chunks.json`, 'utf8'));
  const packs = JSON.parse(readFileSync(`${dir}/packs.json`, 'utf8'));
  const files = map[tag];
  if (!files) throw new Error(`${tag} was not built: see vite.elements.config.ts`);
  return [...files, ...(packs[tag]?.[LANGUAGE] ?? [])]
    .filter((f) => !shared.has(f) && !f.includes('rolldown-runtime'))
    .map((f) => `${dir}/${f}`);
}

/**
 * Issue 28 §4: everything a cold page fetches for its first widget — the loader, the shared runtime,
 * platform and messages, the widget's own chunks and texts in one language — is to be at most 130 KB
 * gzip, whichever widget it is. Each widget's line held what it weighed when it was added (after §2
 * and §3: 132-149 KB, from 150-171) and followed it down; since §4's third pass (docs/architecture.md,
 * "Third pass") every widget is within it: guest booking 125.9, booking change 125.2, ticket chat
 * 128.6, apartment bills 129.9, loyalty wallet 125.0 — every line is FIRST_WIDGET_GOAL.
 */
const FIRST_WIDGET_GOAL = '130 KB';

function firstLoad(tag) {
  const map = JSON.parse(readFileSync(`${dir}/chunks.json`, 'utf8'));
  const packs = JSON.parse(readFileSync(`${dir}/packs.json`, 'utf8'));
  const files = new Set([
    'sakhli.js',
    ...map[tag],
    ...(packs[tag]?.[LANGUAGE] ?? []),
    ...firstViewFiles(dir, tag, LANGUAGE),
  ]);
  return [...files].map((f) => `${dir}/${f}`);
}

// A widget is budgeted from the moment its module exists, so a missing chunk fails loudly. Its own
// chunks have a budget of their own (which names the growth), and its whole first load the above.
const widget = (folder, tag, limit, firstLoadLimit = FIRST_WIDGET_GOAL) =>
  existsSync(`packages/widgets/src/${folder}/index.ts`) ||
  existsSync(`packages/widgets/src/${folder}/index.tsx`)
    ? [
        { name: `${tag} chunk`, path: widgetFiles(tag), limit, gzip: true },
        {
          name: `<${tag}> first load: loader + runtime + platform + messages + its chunks`,
          path: firstLoad(tag),
          limit: firstLoadLimit,
          gzip: true,
        },
      ]
    : [];

/**
 * The shared chart's own chunk (ui/chart/LineChart.tsx: @nivo/line with d3 and react-spring), which a
 * widget fetches only when it draws a chart, so no widget budget above counts it. It exists once an
 * element draws a chart (the apartment bills do); budgeted on its own. Measured 92.9 kB when set.
 */
function chartChunk() {
  const chunks = `${dir}/chunks`;
  const files = existsSync(chunks)
    ? readdirSync(chunks).filter((f) => /^LineChart-.+\.js$/.test(f))
    : [];
  return files.length
    ? [
        {
          name: 'shared chart on its own: @nivo/line, d3, react-spring (chunks/LineChart-*.js)',
          path: files.map((f) => `${chunks}/${f}`),
          limit: '95 KB',
          gzip: true,
        },
      ]
    : [];
}

/**
 * Issue 28 §4: no route's own code over 60 kB (what opening it from the menu downloads beyond the
 * first load and the frame: its screen's chunks and query modules; portalRouteChunks). A chart is
 * a lazy chunk of its own (the shared chart above), so it never counts here. The largest is shown.
 */
function largestRoute() {
  const gzipped = (files) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  const routes = portalRouteChunks().map((route) => ({ ...route, size: gzipped(route.files) }));
  const largest = routes.sort((a, b) => b.size - a.size)[0];
  return largest
    ? [
        {
          name: `portal: largest route's own chunks (${largest.screen.replace(/^.*\//, '')})`,
          path: largest.files,
          limit: '60 kB',
          gzip: true,
        },
      ]
    : [];
}

/**
 * The opt-in lighter embed (issue 28 §8): sakhli.lite.js and every file of dist/loader/lite/ a widget
 * fetches first, its texts in one language and the loader included: ≤ 100 kB, every widget. Measured
 * when set with issue 28 §2/§3 in (size-limit's gzip, kB = 1000 B): guest booking 74.1, booking
 * change 73.5, ticket chat 78.1, apartment bills 90.2, loyalty wallet 81.4.
 */
function liteFirstLoad(tag) {
  const map = `${dir}/lite/chunks.json`;
  if (!existsSync(map)) return [];
  const files = JSON.parse(readFileSync(map, 'utf8'))[tag];
  if (!files) throw new Error(`${tag} was not built into the lite embed`);
  const packs = JSON.parse(readFileSync(`${dir}/lite/packs.json`, 'utf8'))[tag]?.[LANGUAGE] ?? [];
  return [
    {
      name: `lite embed (preact/compat): first load of ${tag}, loader included`,
      path: [
        `${dir}/sakhli.lite.js`,
        ...[...files, ...packs].map((f) => `${dir}/lite/${f}`),
        ...firstViewFiles(dir, tag, LANGUAGE).map((f) => `${dir}/${f}`),
      ],
      limit: '100 KB',
      gzip: true,
    },
  ];
}

export default [
  {
    name: 'lite loader (sakhli.lite.js)',
    path: `${dir}/sakhli.lite.js`,
    limit: '2 KB',
    gzip: true,
  },
  {
    // Preact 11 + compat in place of React and react-dom: measured 38.1 kB (React's runtime.js: 96.3).
    // 32.52 kB since the embed builds only the intl formatters widgets call (slimIntl in
    // vite.elements.config.ts), no hoist-non-react-statics, no is-prop-valid (domPropFilter) and no
    // infinite-query behaviour (noInfiniteQueries): the budget follows it down.
    name: 'lite runtime: Preact, Query, intl, Emotion, r2wc (lite/runtime.js)',
    path: `${dir}/lite/runtime.js`,
    limit: '33 kB',
    gzip: true,
  },
  ...liteFirstLoad('sakhli-guest-booking'),
  ...liteFirstLoad('sakhli-booking-change'),
  ...liteFirstLoad('sakhli-ticket-chat'),
  ...liteFirstLoad('sakhli-apartment-bills'),
  ...liteFirstLoad('sakhli-loyalty-wallet'),
  { name: 'loader (sakhli.js)', path: `${dir}/sakhli.js`, limit: '2 KB', gzip: true },
  {
    // Since stop 43 also the widgets' intl layer: CLDR's numbers, dates and plurals by hand and
    // react-intl's cache of them (shell/i18n/cldr.ts, intlCache.ts; ~1.5 KB here), while react-intl's
    // formatNumber went (widgets format numbers through shell/i18n/format.ts: −0.35 KB).
    name: 'shared runtime: React, react-dom, Query, intl, Emotion, r2wc (runtime.js)',
    path: `${dir}/runtime.js`,
    limit: '100 KB',
    gzip: true,
  },
  {
    // Not in the list: SakhliProvider, the SDK client and messages, notistack toasts.
    // Measured 25.5 KB when this budget was set; 32.0 KB since issue 16 (every widget's calls carry
    // Idempotency-Keys and read Retry-After, userDataStorage clears a sign-in's data, the SDK's error
    // catalog gained the throttle/refusal texts: 6.6 KB of it) and shell/i18n/format's number and
    // month formats. By module: notistack 7.3, SDK messages 6.6, valibot 2.3, ofetch 2.0, tokens 1.6.
    // 32.4 KB since the ui kit's layout pieces (ui/layout.ts, 0.2 KB) live here: see PLATFORM_MODULES.
    // 33.48 KB since issue 26 §6: the SDK client renews an expired access token once for every call in
    // flight and replays them (client/renewal.ts). RAISED to 33.5 KB by that issue, knowingly and
    // against this file's rule; issue 28 (toasts' code on the first toast: notistack is 7.3 KB of
    // this) is to bring it back under 33.
    // 25.45 KB since issue 28 §3: notistack, clsx and the toast's look load with the first toast
    // (chunks/toastStack-*.js, shell/toastStack.tsx); 25.7 KB since issue 28 §2 alone: the SDK's
    // error catalogue is a pack per language (messages.<lang>.js) and the ICU table of every
    // language went with it. 17.92 KB with both; the budget follows it down.
    // Issue 27 §4 then added the lari sign's check (fonts/lariSign, its own chunk; the one-glyph font
    // another) and the font stack naming it: 0.07 KB, within this budget. Since stop 34 one chunk
    // adds the font on every machine, asked for as WidgetRoot loads (no idle timer: 16.14 KB).
    // 17.34 KB since the SDK's XHR upload loads with what sends files (UPLOAD_MODULE in
    // vite.elements.config.ts; issue 28 §4), 16.71 KB without the design tokens' descriptions (for
    // the docs and manifest only: tokensWithoutDescriptions). The budget follows it down.
    // 16.16 KB with ofetch's ufo import pointed at two functions on URL (sdk/client/ofetchUrls.ts,
    // −1.0 KB), the on-demand loader and the failure boundary (ui/onDemand, ui/FailedBoundary: +0.3).
    // Stop 43: numbers, dates and plurals by hand (shell/i18n/cldr.ts, intlCache.ts: +1.1 KB in
    // place) ride with react-intl in runtime.js (LOCALE_FORMATS, vite.elements.config.ts), and
    // destr's 0.4 KB went (jsonResponses in vite.shared.ts): 15.47 KB. The budget follows it down.
    name: 'shared platform: SakhliProvider, SDK client, toast queue (platform.js)',
    path: `${dir}/platform.js`,
    limit: '15.5 KB',
    gzip: true,
  },
  {
    // Parsed ICU messages of every widget's catalog, split from runtime.js so texts don't eat the
    // library budget. Measured 3.6 KB with two widgets (messages.js, every language's ASTs).
    // Issue 28 §2: the texts every widget shows (the SDK's errors, toasts, the ui kit's words) in
    // one language with their parsed ICU, messages.<lang>.js; a widget's own are in its budget.
    name: `shared messages in one language: texts and parsed ICU (messages.${LANGUAGE}.js)`,
    path: `${dir}/messages.${LANGUAGE}.js`,
    limit: '8 KB',
    gzip: true,
  },
  // 40 KB in the issue; 32.6 KB since the calendar formats its own dates (slimCalendar in
  // vite.elements.config.ts), so the budget followed it down to keep that win. 36.3 KB since issue 16
  // (the form kept only while the hold runs, one idempotency key per set of answers, 'Stop sending'
  // on an upload, the connection-error text): 37 KB holds that and no more.
  // 14.36 KB since issue 28 §3: the first view is the e-mail step; the booking step (its calendar,
  // the guest form, the summary) loads after it (guest-booking/bookingStepCode.ts), fetched while
  // the guest types the address. The budget follows it down.
  ...widget('guest-booking', 'sakhli-guest-booking', '15 KB'),
  ...widget('booking-change', 'sakhli-booking-change', '40 KB'),
  ...widget('ticket-chat', 'sakhli-ticket-chat', '40 KB'),
  // Issue 12: the apartment bills chunk without the chart (@nivo/line is a lazy chunk of its own,
  // outside this closure; so are the internet/TV tab and the date-range calendar). Measured 29.0 KB
  // with the data table.
  // 30.85 KB since issue 24 §4: the DataTable reads a list definition (its declared filters, totals)
  // and grew a toolbar, a footer, row links and one-layout-at-a-time. RAISED to 31 KB by that issue,
  // knowingly; issue 28 is to win it back (e.g. the footer and row links on demand).
  // Back at 30 KB by issue 28 §4 (a budget is never raised to fit): 30.92 KB then, over by what
  // its catalog's other two languages weigh (apartment-bills/messages.ts: one language on the
  // wire, §2, takes them off).
  // 18.6 KB since a utility's panel (its codes, documents, the history's DataTable and the chart's
  // frame) loads when the apartment answers, its calls asked for beside it (PanelOnDemand in
  // ApartmentBills.tsx), and 18.1 with the panel's texts in its own catalog (issue 28 §4).
  // 16.84 KB without useQueries (Overview's four totals are four queries of their own); 16.28 KB
  // since the pay flow's progress and its texts load on the way to "Pay" (progressCode.ts).
  ...widget('apartment-bills', 'sakhli-apartment-bills', '16.5 KB'),
  ...chartChunk(),
  // Issue 13: what the wallet shows first (balances, products, the history table, recommendations).
  // Measured 19.5 KB: the confirm, the form and test mode's sample data come on demand (below).
  // 21.11 KB since issue 24 §4 (the same DataTable growth as the bills above). RAISED to 21.2 KB by
  // that issue, knowingly; issue 28 is to win it back.
  // Back at 20 KB by issue 28 §4: 21.1 KB then, over as the bills above (loyalty-wallet/messages.ts
  // and the table's texts in three languages, §2).
  // 11.4 KB since the history's table (the DataTable, its fields and texts) loads as the wallet
  // opens, its first page asked for beside it (PointsHistory.tsx, issue 28 §4): 12 KB holds that.
  ...widget('loyalty-wallet', 'sakhli-loyalty-wallet', '12 KB'),
  ...(existsSync('packages/widgets/src/loyalty-wallet/index.ts')
    ? [
        {
          // Fetched when the user heads for Exchange or "Recommend someone", or in test mode.
          // Measured 7.0 KB (the shared ui Dialog chunk included); 8.5 KB since the confirm's and the
          // form's texts came here from the first load (which they had pushed past its 20 KB).
          name: 'sakhli-loyalty-wallet on demand: exchange confirm, recommendation form, test data',
          path: [
            `${dir}/chunks/ExchangeDialog-*.js`,
            `${dir}/chunks/Dialog-*.js`,
            `${dir}/chunks/RecommendationFields-*.js`,
            `${dir}/chunks/countries-*.js`,
            `${dir}/chunks/demoData-*.js`,
            // Their texts in one language (issue 28 §2).
            `${dir}/chunks/loyalty-wallet-{exchangeMessages,recommendMessages,demoData}.${LANGUAGE}.js`,
          ],
          limit: '9 KB',
          gzip: true,
        },
      ]
    : []),
  {
    // Everything /login downloads before it shows (dist/index.html's script and modulepreloads:
    // React, router, intl, Emotion, the SDK client, SakhliProvider, the sign-in screen). Measured
    // 178.8 kB when this budget was set (196 kB before the signed-in frame got its own chunk,
    // which alone would add 7 kB back). 192.4 kB with issue 20's route loaders, whose screens'
    // queries (the widgets' *Queries and the SDK modules behind them) sat in the entry, plus issue
    // 16's 429 texts and trust rules. 184.8 kB since a loader imports its screen's query module
    // lazily (`lazyQueries` in routes/define.ts; `@sakhli/widgets/queries/<widget>`, or queries.ts
    // beside a portal screen), so a new screen built that way adds nothing here. 186 kB: that
    // figure and 1.2 kB of margin.
    // 195.2 kB once issues 24-26 had landed: their sixteen routes' definitions sat in the route tree
    // with the list definitions, calendar code and frame texts they imported. Those now load with
    // their screens (listScreenRoute's lazy list module, plainSearch, frameQueries, frameMessages):
    // 188.65 kB. What remains is the routes themselves, sign-out/renewal (issue 26 §6) and the form
    // kit on /login (issue 24 §5). RAISED to 189 kB, knowingly and against this file's rule; issue 28
    // (one language on the wire, /login ≤ 150 kB) is to bring it far below.
    // Issue 28 §2: with the text packs /login fetches, in LANGUAGE only (portal-first-load.mjs).
    name: `portal: first load of /login (packages/portal/dist/index.html scripts, ${LANGUAGE} texts)`,
    // 166.3 kB after issue 28 §2 and §3 (the goal, 150 kB, is not met yet: the route tree and
    // TanStack Router, ~29 kB, are most of what is left): held there so it only goes down.
    // 166.68 kB once issue 27's fixes were in (a screen that failed for the connection loads again
    // when the browser is back online, app/connectionFailure.ts; the SDK's text for a bare 413).
    // 158.8 kB since the main area's routes and the frame are a chunk fetched on first use
    // (app/mainAreaTree.ts, app/mainArea.ts), a lazy chunk's preload list leaves out what its
    // importer has already and names chunks by their hash (build/preloadNewDeps.ts, vite.config.ts),
    // and library parts no one uses are left out (build/unusedLibraryParts.ts). Still over 150:
    // what is left is React, TanStack Router and Query, Emotion and react-intl (~120 kB), the SDK
    // client and session, the sign-in screen and its texts (docs/architecture.md "Where the
    // kilobytes go").
    // 151.53 kB since the entry, what it imports and the sign-in screen are one file
    // (build/firstLoadChunk.ts): rolldown had made 25, each compressed alone. The budget follows.
    // 149.07 kB, within the goal, since the portal builds without is-prop-valid and the
    // infinite-query behaviour, as the embed does (domPropFilter, noInfiniteQueries in vite.shared.ts);
    // 148.46 kB without the design tokens' descriptions (tokensWithoutDescriptions, as the embed).
    // 147.73 kB with ofetch's ufo import pointed at two functions on URL (sdk/client/ofetchUrls.ts),
    // the on-demand loader and the widgets' failure boundary included.
    path: portalFirstLoad(undefined, LANGUAGE),
    limit: '147.8 kB',
    gzip: true,
  },
  {
    // Issue 28 §4: a signed-in first visit to /home — the first load above, the main area's routes
    // with the frame (menu, header, panels), its badges' queries, the dashboard and its cards'
    // queries (HOME_SOURCES in scripts/portal-first-load.mjs, read from the build's manifest).
    name: 'portal: signed-in first load of /home (first load + frame + dashboard)',
    path: portalHomeLoad(undefined, LANGUAGE),
    // Issue 28 §4's goal is 190 kB; 196.7 kB when this line was added (with /login's excess), held
    // there so it only goes down; 197.07 kB with issue 27's fixes (as /login above). 193.0 kB with
    // the main area's routes and the frame as one chunk (HOME_SOURCES counts it: the routes' ~4 kB
    // moved here from /login's share) and /login's other cuts above; the screens' preload lists
    // shrank most. Still over 190: the cards' SDK modules (~7.7 kB) carry every call of their
    // domain, not only the dashboard's.
    // 185.73 kB, within the goal, since /login's first load is one file (above): the budget follows.
    // 183.33 kB without is-prop-valid and the infinite-query behaviour (above), 182.65 kB without
    // the tokens' descriptions; 182.28 kB with ofetch's ufo stand-in (above).
    limit: '182.3 kB',
    gzip: true,
  },
  ...largestRoute(),
];
