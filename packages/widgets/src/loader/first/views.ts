// Which widgets have a first view painted before the runtime (issue 28 §5), and for which elements.
// Only a view that needs no data and no session qualifies: anything else would paint a state the
// widget may not be in. The guest booking's e-mail step qualifies; its apartment box is a skeleton.
import { resolveLink } from '../../guest-booking/guestLink';

/** An input as the widget will read it: a property the page set before the upgrade, or the attribute. */
function input(element: Element, prop: string, attribute: string): string | undefined {
  const own = (element as unknown as Record<string, unknown>)[prop];
  if (own !== undefined && own !== null) return String(own);
  return element.getAttribute(attribute) ?? undefined;
}

/** Tag → whether its first view is what this element will show first. */
const predicates: Record<string, (element: Element) => boolean> = {
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
};

/** The tags with a first view (the build renders one per language and theme). */
export const FIRST_VIEW_TAGS = Object.keys(predicates);

export const applies = (element: Element): boolean =>
  predicates[element.localName]?.(element) ?? false;
