// The screens the fault suite opens (issue 27 §1): every portal route of the tree as a role that
// can use it, and every widget built into the embed on the playground, each with what opens it.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { routePatterns } from '../../packages/portal/src/app/routePaths';
import { fixtures, onPlayground } from '../support/demo';
import { builtTags } from '../support/playground';
import type { ApiSession } from '../support/session';
import { extraUrls, OWN_WAY, sampleUrl, type RoleData } from '../portal/routeSamples';

export interface Screen {
  kind: 'route' | 'widget';
  /** The route pattern or the element's tag: what the coverage line counts. */
  covers: string;
  /** The address opened (a portal path, or a playground URL). */
  url: string;
  /** Signed out: the auth area's routes are for people who have not signed in. */
  signedOut?: boolean;
  /** Gives a signed-in widget its session (a property, never an attribute) once it is on the page. */
  session?: ApiSession;
}

/**
 * E-mailed links of the auth area, with a token the demo API does not know: the screen checks it
 * (or acts on it) as it opens, and that call is what the faults meet.
 */
const AUTH_LINKS: Record<string, string> = {
  '/reset-password': '/reset-password?token=fault-suite-token',
  '/activate': '/activate?access_id=1&token=fault-suite-token',
};

/**
 * Every route of the tree (an auth route signed out), plus the extra addresses of the samples;
 * `addresses` opens a route at an address of the caller's instead of its sample.
 */
export function routeScreens(data: RoleData, addresses: Record<string, string> = {}): Screen[] {
  const routes = routePatterns()
    .filter(({ path }) => !(path in OWN_WAY))
    .map(({ path, area }) => ({
      kind: 'route' as const,
      covers: path,
      url: addresses[path] ?? AUTH_LINKS[path] ?? sampleUrl(path, data),
      signedOut: area === 'auth',
    }));
  const extras = extraUrls(data).map((url) => ({
    kind: 'route' as const,
    covers: new URL(url, 'http://x').pathname,
    url,
  }));
  return [...routes, ...extras];
}

/** Elements that need a signed-in resident (the session as a property). */
const SIGNED_IN = new Set([
  'sakhli-ticket-chat',
  'sakhli-apartment-bills',
  'sakhli-loyalty-wallet',
]);

/** Every widget built into the embed, on the playground alone (`?only=`). */
export async function widgetScreens(resident: ApiSession): Promise<Screen[]> {
  const links = await fixtures();
  const playground = inject('playgroundURL');
  const url = (tag: string): string => {
    if (tag === 'sakhli-booking-change') {
      const pending = links.bookingChangeLinks?.find((link) => link.kind === 'pending');
      if (!pending) throw new Error('the demo fixtures have no pending change link');
      return `${onPlayground(pending.url)}&only=${tag}`;
    }
    // The guest booking reads its fixture link's attributes on the playground's `/`.
    return new URL(`/?only=${tag}`, playground).href;
  };
  return builtTags().map((tag) => ({
    kind: 'widget',
    covers: tag,
    url: url(tag),
    ...(SIGNED_IN.has(tag) ? { session: resident } : {}),
  }));
}

/** Opens `screen` on `page` (the portal's origin for routes). */
export async function openScreen(page: Page, portalUrl: string, screen: Screen): Promise<void> {
  await page.goto(screen.kind === 'route' ? `${portalUrl}${screen.url}` : screen.url);
  if (screen.session) {
    await page.evaluate(
      `document.querySelector('${screen.covers}').session = ${JSON.stringify(screen.session)}`,
    );
  }
}
