// The side menu's entries (spec §2 main area), grouped; `count` names the badge from the unread counts.
import { roleAllows, type Role } from '../guards';

export interface MenuItem {
  to: string;
  titleKey: string;
  /** spec §3 notification counts: `bookings.count` on Bookings, `messages.count` on Support. */
  count?: 'bookings' | 'messages';
  /** Who may open it: the route's own `staticData.roles` (set by {@link menuFor}, never here). */
  roles?: readonly Role[];
}

export interface MenuSection {
  /** Heading message id; the first section has none. */
  headingKey?: string;
  items: MenuItem[];
}

export const menu: MenuSection[] = [
  {
    items: [
      { to: '/home', titleKey: 'portal.title.home' },
      { to: '/support', titleKey: 'portal.title.support', count: 'messages' },
      { to: '/help', titleKey: 'portal.title.help' },
    ],
  },
  {
    headingKey: 'portal.menu.section.property',
    items: [
      { to: '/apartments', titleKey: 'portal.title.apartments' },
      { to: '/bookings', titleKey: 'portal.title.bookings', count: 'bookings' },
      { to: '/services', titleKey: 'portal.title.services' },
      { to: '/documents', titleKey: 'portal.title.documents' },
      { to: '/deals', titleKey: 'portal.title.deals' },
    ],
  },
  {
    headingKey: 'portal.menu.section.money',
    items: [
      { to: '/transactions', titleKey: 'portal.title.transactions' },
      { to: '/transactionsApartment', titleKey: 'portal.title.transactionsApartment' },
      { to: '/payments', titleKey: 'portal.title.payments' },
      { to: '/invoices', titleKey: 'portal.title.invoices' },
      { to: '/analytics', titleKey: 'portal.title.analytics' },
      { to: '/loyalty', titleKey: 'portal.title.loyalty' },
    ],
  },
  {
    headingKey: 'portal.menu.section.account',
    items: [
      { to: '/profile', titleKey: 'portal.title.profile' },
      { to: '/devices', titleKey: 'portal.title.devices' },
    ],
  },
];

/**
 * The menu a role sees (docs/security.md "Roles"): each item carries its route's `roles`, read from
 * the route tree by `rolesOf` (the route's `staticData.roles`), and an item the role may not open
 * is left out, as is a section left empty. A role not known yet sees every item.
 */
export function menuFor(
  role: Role | undefined,
  rolesOf: (to: string) => readonly Role[] | undefined,
): MenuSection[] {
  return menu
    .map((section) => ({
      ...section,
      items: section.items
        .map((item) => ({ ...item, roles: rolesOf(item.to) }))
        .filter((item) => roleAllows(role, item.roles)),
    }))
    .filter((section) => section.items.length > 0);
}
