// Which widgets have a first view painted before the runtime (issue 28 §5), and for which elements.
// Only a view that needs no data qualifies: anything else would paint a state the widget may not be
// in. The guest booking's e-mail step qualifies (its apartment box is a skeleton), and so does the
// signed-out state of a signed-in user's widget, on a page that gave no session.
import { resolveLink } from '../../guest-booking/guestLink';
import { signedOut, type PageSettings } from './signedOut';

/** An input as the widget will read it: a property the page set before the upgrade, or the attribute. */
function input(element: Element, prop: string, attribute: string): string | undefined {
  const own = (element as unknown as Record<string, unknown>)[prop];
  if (own !== undefined && own !== null) return String(own);
  return element.getAttribute(attribute) ?? undefined;
}

/** Tag → whether its first view is what this element will show first. */
const predicates: Record<string, (element: Element, page: PageSettings) => boolean> = {
  // The e-mail step: a link that resolves and carries no time hash (that one opens step 2).
  'sakhli-guest-booking': (element) => {
    const link = resolveLink(
      {
        apartmentId: Number(input(element, 'apartmentId', 'apartment-id')) || undefined,
        hash: input(element, 'hash', 'hash'),
        timeHash: input(element, 'timeHash', 'time-hash'),
        fromUrl: (input(element, 'fromUrl', 'from-url') ?? 'false') !== 'false',
      },
      location.pathname,
    );
    return Boolean(link && !link.timeHash);
  },
  'sakhli-ticket-chat': signedOut,
  'sakhli-apartment-bills': signedOut,
  'sakhli-loyalty-wallet': signedOut,
};

/** The tags with a first view (the build renders one per language and theme). */
export const FIRST_VIEW_TAGS = Object.keys(predicates);

/** The tags whose view is their signed-out state (the loader fetches it only for a page that gave no session). */
export const SIGNED_OUT_VIEWS = FIRST_VIEW_TAGS.filter((tag) => predicates[tag] === signedOut);

export const applies = (element: Element, page: PageSettings = {}): boolean =>
  predicates[element.localName]?.(element, page) ?? false;
