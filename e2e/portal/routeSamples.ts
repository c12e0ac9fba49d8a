// Addresses for the request-budget suite: every route pattern of the portal's tree becomes a URL a
// signed-in role can open, its path params taken from that role's own demo data. A route whose
// params or needs are unknown here fails the suite, so a new route cannot slip past the budget.
import { routePatterns } from '../../packages/portal/src/app/routePaths';
import type { Fixtures } from '../support/demo';

export interface Billing {
  apartment_id: number;
  lines: { type: string }[];
}

/** What a role's samples are drawn from. */
export interface RoleData {
  userId: number;
  /** The role's own language: a guest link's `lang=` is set to it, so no link switches it. */
  language: string;
  fixtures: Fixtures & {
    apartments?: { id: number; ownerId: number; residentIds: number[] }[];
  };
  billing: Billing[];
  /** One of the role's support tickets and one help article, to open by address. */
  ticketId?: number;
  articleId?: number;
  /** A service order of one of the role's bookings (the order route's sample). */
  order?: { bookingId: number; orderId: number };
}

function myApartment(data: RoleData) {
  const apartment = data.fixtures.apartments?.find(
    (a) => a.ownerId === data.userId || a.residentIds.includes(data.userId),
  );
  if (!apartment) throw new Error(`no demo apartment for user ${data.userId}`);
  return apartment;
}

/** A service the role's apartment is billed for (opening /pay starts nothing by itself). */
function payTarget(data: RoleData): { apartmentId: number; type: string } {
  const apartment = data.billing[0];
  return {
    apartmentId: apartment?.apartment_id ?? myApartment(data).id,
    type: apartment?.lines[0]?.type ?? 'electricity',
  };
}

function withLanguage(link: string | undefined, language: string, what: string): string {
  if (!link) throw new Error(`the demo fixtures have no ${what}`);
  const url = new URL(link);
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}`;
}

/** A value for each path param name the tree uses. */
const PARAMS: Record<string, (data: RoleData) => string> = {
  id: (d) => String(myApartment(d).id),
  apartment_id: (d) => String(payTarget(d).apartmentId),
  type: (d) => payTarget(d).type,
  bookingId: (d) => String(d.fixtures.bookingCancelLinks?.[0]?.bookingId ?? 1),
  orderId: () => '1',
  apartmentId: (d) => String(d.fixtures.guestLinks?.[0]?.apartmentId ?? myApartment(d).id),
  hash: (d) => d.fixtures.guestLinks?.[0]?.hash ?? 'no-hash',
  timeHash: () => 'budget-check',
};

/** Routes whose params must belong together (an order of its own booking), where known. */
const TOGETHER: Record<string, (data: RoleData) => Record<string, string>> = {
  '/bookings/$bookingId/orders/$orderId': ({ order }): Record<string, string> =>
    order ? { bookingId: String(order.bookingId), orderId: String(order.orderId) } : {},
};

/** Routes that only show something with their e-mailed link's query. */
const WITH_LINK: Record<string, (data: RoleData) => string> = {
  '/qr/book/cancel': (d) =>
    withLanguage(
      d.fixtures.bookingCancelLinks?.find((l) => l.kind === 'cancellable')?.url,
      d.language,
      'cancellable booking link',
    ),
  '/existing/book/change': (d) =>
    withLanguage(
      d.fixtures.bookingChangeLinks?.find((l) => l.kind === 'pending')?.url,
      d.language,
      'pending change link',
    ),
};

/**
 * Addresses beyond one per route: a screen opened on one item by its search params (its loader
 * reads them), and a guest link that has expired (a failed call is not made twice either).
 */
export function extraUrls(data: RoleData): string[] {
  return [
    ...(data.ticketId ? [`/support?ticket=${data.ticketId}`] : []),
    ...(data.articleId ? [`/help?article=${data.articleId}`] : []),
    withLanguage(
      data.fixtures.bookingChangeLinks?.find((l) => l.kind === 'expired')?.url,
      data.language,
      'expired change link',
    ),
  ];
}

/** Routes the suite opens in their own way, and why. */
export const OWN_WAY: Record<string, string> = {
  '/logout': 'signs out: opened last, from /home (no call expected)',
};

/** The URL of `pattern` for this role, or the reason none can be made. */
export function sampleUrl(pattern: string, data: RoleData): string {
  const link = WITH_LINK[pattern];
  if (link) return link(data);
  const missing: string[] = [];
  const together = TOGETHER[pattern]?.(data) ?? {};
  const url = pattern.replace(/\$([A-Za-z_]+)/g, (_, name: string) => {
    const own = together[name];
    if (own !== undefined) return encodeURIComponent(own);
    const sample = PARAMS[name];
    if (!sample) {
      missing.push(name);
      return `$${name}`;
    }
    return encodeURIComponent(sample(data));
  });
  if (missing.length > 0) {
    throw new Error(
      `route ${pattern} has params with no sample (${missing.join(', ')}): add them to e2e/portal/routeSamples.ts`,
    );
  }
  return url;
}

/** The routes of the portal's tree, less those opened their own way. */
export const visitedPatterns = () => routePatterns().filter((route) => !(route.path in OWN_WAY));

/** Every address a role opens: one per route of the tree, then the extra ones. */
export const roleAddresses = (data: RoleData): string[] => [
  ...visitedPatterns().map(({ path }) => sampleUrl(path, data)),
  ...extraUrls(data),
];
