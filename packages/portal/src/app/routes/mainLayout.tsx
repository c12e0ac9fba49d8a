// The frame of the main area and the guest routes: menu, header, panels (spec §2 Layout). In the
// main area's chunk with its routes (mainAreaTree.ts), which every signed-in page fetches first:
// the signed-out screens' first load does without them.
import { createRoute } from '@tanstack/react-router';
import { isSignedIn, userQuery } from '@sakhli/sdk';
import { warmIntl } from '@sakhli/widgets';
import { loadSignedInUser } from '../language';
import { AppLayout } from '../layout/AppLayout';
import { unreadCountsQuery } from '../unreadCounts';
import { lazyQueries, loadRouteQueries, prefetchQueries } from './define';
import { rootRoute } from './root';

/** The frame's other badges' queries: their own small chunk, fetched beside the screen's module. */
const frameQueries = lazyQueries(() => import('../layout/frameQueries'));

export const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  // spec §4: who just signed in is loaded first, so the first screen is in their language. The
  // screen's query module (its `staticData.queries`) loads meanwhile.
  beforeLoad: async ({ context, matches }) => {
    // The engine's locale tables, in a task of their own as the main area starts: its screens'
    // calendars, charts and dates build Intl (built inside a render, they made one slice a long
    // task: 57 ms at 4× CPU). The signed-out screens build none (numbers by hand: cldr.ts), so
    // `/login` does not pay for them; a page opened signed in has warmed them already (main.tsx),
    // and then this costs nothing.
    setTimeout(warmIntl);
    const screenQueries = loadRouteQueries(matches);
    await loadSignedInUser(context);
    return { screenQueries };
  },
  // The frame's own data, alongside the screen's: the user (header, language rule), the unread
  // counts (menu badges, dashboard, quick panel), which the 60 s poll then keeps fresh, and the
  // menu's new and current bookings (for a role that sees Bookings) and the overdue contracts (the
  // Documents badge; a failure only leaves the badge out: no toast, no not-found page). They go out
  // once the screen's query module is in (a small chunk fetched with the screen's, often there
  // already), so the screen's calls go out with them and no call waits on another's answer.
  loader: async ({ context }) => {
    const signedIn = isSignedIn(context.session);
    const [, frame] = await Promise.all([
      context.screenQueries,
      signedIn ? frameQueries.load().catch(() => undefined) : undefined,
    ]);
    // Started, not waited for: the frame and the screen show at once and each badge, count and
    // card fills in as its call answers, so one slow count never leaves the page blank (issue 27
    // §1). The user the first screen needs was loaded by `beforeLoad`.
    void prefetchQueries(
      context,
      signedIn
        ? [
            userQuery(context.client),
            unreadCountsQuery(context.client),
            ...(frame?.frameBadgeQueries(context.client, context.session.user) ?? []),
          ]
        : [],
    );
  },
  component: AppLayout,
});
