// Fault suite (issue 27 §1, §6): every portal route of the tree (as the owner, in Georgian; the auth
// area signed out) and every widget built into the embed (on the playground), each API call a screen
// makes in turn aborted, answered 500, answered with malformed JSON, answered with JSON of the wrong
// shape, and held (the 10 s delay, released by the test). Each time: a translated error state with
// "Try again" (which works), no uncaught error, never a blank screen, the address (its filters)
// kept; held: the loading state, then the content. Prints what it covered and fails when a route
// of the tree or a built widget went uncovered. Offline/online and repeated clicks: fault/*.e2e.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Frame, Page, Request } from 'playwright-core';
import { routePatterns } from '../packages/portal/src/app/routePaths';
import { closeBrowser, launch } from './support/browser';
import { resetDemo } from './support/demo';
import { callText, FAULT_KINDS, nameOf, type CallName } from './support/faults';
import { builtTags } from './support/playground';
import { signInAs } from './support/session';
import { openScreen, routeScreens, widgetScreens, type Screen } from './fault/screens';
import { ticketChatMessages } from '../packages/widgets/src/ticket-chat/messages';
import { homeGoodNews } from './fault/goodNews';
import { openWhileOffline, widgetBackOnline } from './fault/offline';
import { emailedReservationLink, REPEAT_ACTIONS, repeatActions } from './fault/actions';
import { requestsOfTripleClick } from './fault/repeatClicks';
import { tryFaults, tryQuietFaults, type FaultRun } from './fault/tryFaults';
import { startPortal, type PortalServer } from './portal/portalServer';
import { redact, RequestRecorder } from './portal/requestBudget';
import { PASSWORD, ROLES, roleData, signInThroughUi } from './portal/roles';
import type { RoleData } from './portal/routeSamples';

/** The guest's booking window (spec §2), opened at its e-mailed link. */
const RESERVATION = '/qr/booking/$apartmentId/$hash/$timeHash';

const OWNER = ROLES.find((role) => role.name === 'owner')!;
const RESIDENT = ROLES.find((role) => role.name === 'resident')!;

/**
 * Calls whose failure the screen rightly shows nowhere, and why: each fault kind still meets them
 * (tryQuietFaults), and the screen must still show with nothing uncaught.
 */
const QUIET: Record<string, string> = {
  // The frame refreshes the signed-in user over its stored copy; a failure keeps the stored one.
  'GET /api/users': 'the stored user stays in use',
  // issue 25 item 2 / frameQueries.ts: a menu badge whose count failed is left out, nothing else.
  'GET /api/bookings/new_count': 'menu badge',
  'GET /api/bookings/current_count': 'menu badge',
  'GET /api/contracts/overdue_count': 'menu badge',
};

/** The reply a user started in a ticket's conversation (the owner's Georgian composer). */
const TICKET_DRAFT = {
  field: (page: Page) =>
    page.getByRole('textbox', { name: ticketChatMessages['ticketChat.composer.label'].ge }),
  text: 'ნახევრად დაწერილი პასუხი',
};

/** Calls whose failure is shown nowhere on their screen by design, so only toasted (spec §8). */
const TOASTED: Record<string, string> = {
  // apartment-bills UtilityPanel: the meter and payment codes beside the bills, a convenience.
  // host-page.e2e follows this toast.
  'GET /api/apartments/{id}': 'the codes beside the bills',
};

/**
 * What this suite found and is not fixed yet (issue 27, listed in its report), by screen (route
 * pattern or tag) and call (`*`: every call of the screen): printed on every run, not failed, so
 * the suite fails only on what is new. Remove a line once its fix lands.
 */
const KNOWN: Record<string, string> = {};

/**
 * Widgets that do not come back by themselves after the connection dropped as they loaded (found by
 * the offline test below; printed, not failed, until fixed). React.lazy keeps a code chunk's
 * failed fetch: a part fetched on demand while offline fails for good, and the widget goes blank.
 */
const OFFLINE_KNOWN: Record<string, string> = {};

/** Actions the repeated-click test could not reach yet, and why (listed in the issue's report). */
const REPEAT_KNOWN: Record<string, string> = {};

/** The KNOWN line a failure of `call` on `screen` falls under, if any. */
function known(screen: Screen, call: CallName | undefined): string | undefined {
  const name = call
    ? callText(call)
        .replace(/\/qr\/booking\/\d+\/[^/]+/, '/qr/booking/{id}/{hash}')
        .replace(/\/\d+/g, '/{id}')
    : '';
  return KNOWN[`${screen.covers} ${name}`] ?? KNOWN[`${screen.covers} *`];
}

/** Routes whose screen is another route's, by design (each then covered where it lands). */
const SENDS_ELSEWHERE: Record<string, string> = {
  '/': 'spec §2: / opens /home',
  // spec §6: /verification is for a sign-in waiting for its code; signed out it sends to /login.
  // The sign-in journeys (portal.e2e, requestBudget) go through it; its calls are mutations.
  '/verification': 'spec §6: only while a sign-in waits for its code',
};

let portal: PortalServer;
const pages: Record<
  'owner' | 'signedOut' | 'widgets',
  { context: BrowserContext; page: Page; uncaught: string[] }
> = {} as never;
let data: RoleData;
let screens: Screen[] = [];
/** `route|widget` → covered key → calls × kinds. */
const coverage = { route: new Map<string, number>(), widget: new Map<string, number>() };
const callsSeen = { route: 0, widget: 0 };

/** A page on its own context, its clock movable (retry delays pass at once), errors watched. */
async function watchedPage(): Promise<{ context: BrowserContext; page: Page; uncaught: string[] }> {
  const context = await (await launch()).newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.clock.install();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  return { context, page, uncaught };
}

beforeAll(async () => {
  await resetDemo();
  portal = await startPortal(inject('apiBase'));
  pages.owner = await watchedPage();
  pages.signedOut = await watchedPage();
  pages.widgets = await watchedPage();
  await signInThroughUi(pages.owner.page, portal.url, OWNER);
  data = await roleData(pages.owner.page, OWNER);
  const resident = await signInAs(RESIDENT.email, PASSWORD);
  // The guest's booking window, at a real e-mailed link (the sample's made-up time hash is refused,
  // so the form and its country list never showed): first, well within its 10 minutes (spec §4).
  const reservation = await emailedReservationLink('fault-suite');
  const routes = routeScreens(data, {
    [RESERVATION]: `${reservation.pathname}${reservation.search}`,
  });
  screens = [
    ...routes.filter((screen) => screen.covers === RESERVATION),
    ...routes.filter((screen) => screen.covers !== RESERVATION),
    ...(await widgetScreens(resident)),
  ];
  // FAULT_SCREENS=<regex>: only the matching screens, while working on one (coverage then fails).
  const only = process.env.FAULT_SCREENS;
  if (only) screens = screens.filter((screen) => new RegExp(only).test(screen.url));
}, 180_000);

afterAll(async () => {
  const total = (kind: 'route' | 'widget') =>
    [...coverage[kind].values()].reduce((a, b) => a + b, 0);
  console.log(
    `\nFault suite: widgets ${coverage.widget.size} × calls ${callsSeen.widget} × kinds ${FAULT_KINDS.length} = ${total('widget')} faults; ` +
      `routes ${coverage.route.size} × calls ${callsSeen.route} × kinds ${FAULT_KINDS.length} = ${total('route')} faults\n`,
  );
  await closeBrowser();
  await portal?.close();
});

const pageFor = (screen: Screen) =>
  screen.kind === 'widget' ? pages.widgets : screen.signedOut ? pages.signedOut : pages.owner;

/** The data calls a screen makes as it opens (each once), and where it ended up. */
async function record(screen: Screen): Promise<{ calls: CallName[]; landed: string }> {
  const { page } = pageFor(screen);
  const recorder = new RequestRecorder(page);
  const seen = new Map<string, CallName>();
  // Only the screen's own document: a call the previous screen queued as it settled can go out
  // while this one's navigation starts (seen on a loaded machine: /support "made" the booking
  // page's calls, then was faulted on calls it never makes).
  let opened = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) opened = true;
  };
  const onRequest = (request: Request) => {
    if (!opened) return;
    const url = new URL(request.url());
    // Every call made as the screen opens (an activation link posts at once).
    if (!url.pathname.startsWith('/api/')) return;
    // Data calls only: a picture (<img>) that fails shows its placeholder, no state of its own.
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    const call = nameOf(request);
    seen.set(callText(call), call);
  };
  page.on('framenavigated', onNavigated);
  page.on('request', onRequest);
  await openScreen(page, portal.url, screen);
  await recorder.settle();
  page.off('request', onRequest);
  page.off('framenavigated', onNavigated);
  return { calls: [...seen.values()], landed: new URL(page.url()).pathname };
}

describe('fault suite', () => {
  it(
    'every call of every screen meets every fault and recovers',
    // A budget for a stuck run, not a speed check: in `pnpm test` the other e2e lane shares the
    // two cores (12 min alone on CI; 15 min was too little at a load of 25 here).
    { timeout: 1_800_000 },
    async () => {
      const failures: string[] = [];
      const knownFound: string[] = [];
      // First what each screen asks for; the frame's calls (made on every signed-in route: the user,
      // the counts, the badges) are then faulted on /home only.
      const recorded = [];
      for (const screen of screens) recorded.push({ screen, ...(await record(screen)) });
      const signedIn = recorded.filter(
        ({ screen }) => screen.kind === 'route' && !screen.signedOut,
      );
      // Made by nearly every signed-in screen, not strictly every: one screen recorded on a loaded
      // machine that settled before a badge's call went out emptied the set, and every screen then
      // faulted the frame's calls as its own (a full run that would not end in time).
      const frame = new Set(
        signedIn[0]?.calls
          .map(callText)
          .filter(
            (name) =>
              signedIn.filter(({ calls }) => calls.some((call) => callText(call) === name)).length *
                10 >=
              signedIn.length * 9,
          ),
      );
      const short = signedIn.filter(({ calls }) =>
        [...frame].some((name) => !calls.some((call) => callText(call) === name)),
      );
      if (short.length) {
        console.log(`Frame calls not seen on: ${short.map(({ screen }) => redact(screen.url))}`);
      }
      for (const { screen, calls, landed } of recorded) {
        const watched = pageFor(screen);
        const own = calls.filter(
          (call) =>
            screen.covers === '/home' || !frame.has(callText(call)) || screen.kind === 'widget',
        );
        // A route that sends elsewhere by design is covered by where it lands; any other is not.
        const redirected =
          screen.kind === 'route' && landed !== new URL(screen.url, 'http://x').pathname;
        if (redirected && !(screen.covers in SENDS_ELSEWHERE)) {
          const failure = `${screen.url}: sent to ${landed}, its own screen never met a fault`;
          (known(screen, undefined) ? knownFound : failures).push(failure);
          coverage[screen.kind].set(screen.covers, 0);
          continue;
        }
        console.log(
          `${redact(screen.url)}${redirected ? ` → ${landed}` : ''}: ${own.map((c) => redact(callText(c))).join(', ')}`,
        );
        coverage[screen.kind].set(screen.covers, coverage[screen.kind].get(screen.covers) ?? 0);
        if (redirected) continue;
        const started = Date.now();
        // A draft typed before the faults (kept in the chat's memory) must outlive them.
        const draft = screen.url.includes('?ticket=') ? TICKET_DRAFT : undefined;
        if (draft) {
          await openScreen(watched.page, portal.url, screen);
          await draft.field(watched.page).fill(draft.text);
        }
        const faultContext = {
          page: watched.page,
          open: () => openScreen(watched.page, portal.url, screen),
          uncaught: watched.uncaught,
          script: screen.kind === 'route' && !screen.signedOut ? OWNER.script : null,
          ...(draft ? { draft } : {}),
        };
        const count = (calls: CallName[], run: FaultRun) => {
          callsSeen[screen.kind] += calls.length;
          const sum = coverage[screen.kind].get(screen.covers)! + calls.length * run.kinds.length;
          coverage[screen.kind].set(screen.covers, sum);
          const found = run.failures.map((failure) => `${screen.url}: ${failure}`);
          (known(screen, calls[0]) ? knownFound : failures).push(...found);
        };
        const quiet = own.filter((call) => callText(call) in QUIET);
        if (quiet.length) count(quiet, await tryQuietFaults(faultContext, quiet));
        for (const call of own.filter((c) => !(callText(c) in QUIET))) {
          const toasted = callText(call).replace(/\/\d+/g, '/{id}') in TOASTED;
          const goodNews = screen.covers === '/home' ? homeGoodNews(call.path, 'ge') : [];
          const listed = known(screen, call) !== undefined;
          count(
            [call],
            await tryFaults({ ...faultContext, toasted, goodNews, known: listed }, call),
          );
        }
        if (own.length) console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      if (knownFound.length) {
        console.log(`\nKnown, not fixed yet (KNOWN):\n${knownFound.map(redact).join('\n')}\n`);
      }
      expect(failures.map(redact)).toEqual([]);
    },
  );

  it(
    'a screen opened offline loads by itself once back online, each call once',
    {
      timeout: 180_000,
    },
    async () => {
      const failures: string[] = [];
      // The users' own case first (/home, offline, Support in the menu), then a table and a list.
      for (const [to, title] of [
        ['/support', 'portal.title.support'],
        ['/invoices', 'portal.title.invoices'],
        ['/bookings', 'portal.title.bookings'],
      ] as const) {
        failures.push(
          ...(await openWhileOffline(pages.owner.context, portal.url, to, title, 'ge')),
        );
      }
      expect(failures).toEqual([]);
      expect(pages.owner.uncaught).toEqual([]);
    },
  );

  it(
    'a widget that lost the connection comes back by itself once online, each call once',
    { timeout: 240_000 },
    async () => {
      const failures: string[] = [];
      const knownFound: string[] = [];
      const widgets = screens.filter((screen) => screen.kind === 'widget');
      for (const screen of widgets) {
        const { page } = pages.widgets;
        const open = () => openScreen(page, portal.url, screen);
        const found = await widgetBackOnline(page, open, screen.covers);
        (screen.covers in OFFLINE_KNOWN ? knownFound : failures).push(...found);
      }
      console.log(`Offline then online: ${widgets.length} widgets`);
      if (knownFound.length) {
        console.log(`\nKnown, not fixed yet (OFFLINE_KNOWN):\n${knownFound.join('\n')}\n`);
      }
      expect(failures).toEqual([]);
      expect(widgets.map((screen) => screen.covers).sort()).toEqual([...builtTags()].sort());
    },
  );

  it('a triple click on an action makes exactly one request', { timeout: 300_000 }, async () => {
    const counts: Record<string, number> = {};
    for (const action of repeatActions(screens, portal.url)) {
      const watched = action.where === 'portal' ? pages.owner : pages.widgets;
      const button = await action.reach(watched.page).catch((error: Error) => error);
      counts[action.name] =
        button instanceof Error
          ? Number.NaN
          : await requestsOfTripleClick(watched.page, action.mutation, button);
      if (button instanceof Error) console.log(`${action.name}: ${button.message}`);
    }
    console.log(`Repeated clicks: ${JSON.stringify(counts)}`);
    const unchecked = Object.keys(counts).filter((name) => name in REPEAT_KNOWN);
    if (unchecked.length) console.log(`Repeated clicks not reached: ${unchecked.join(', ')}`);
    const checked = Object.entries(counts).filter(([name]) => !(name in REPEAT_KNOWN));
    expect(
      checked.every(([, n]) => n === 1),
      JSON.stringify(counts),
    ).toBe(true);
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(REPEAT_ACTIONS));
  });

  it('covers every route of the tree and every built widget', () => {
    const routes = routePatterns()
      .map((route) => route.path)
      .filter((path) => path !== '/logout');
    expect(routes.filter((path) => !coverage.route.has(path))).toEqual([]);
    expect(builtTags().filter((tag) => !coverage.widget.has(tag))).toEqual([]);
  });
});
