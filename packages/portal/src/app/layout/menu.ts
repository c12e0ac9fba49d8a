// The side menu's entries (spec §2 main area), grouped; `count` names the badge from the unread counts.
export interface MenuItem {
  to: string;
  titleKey: string;
  /**
   * The badge: `messages` is spec §3's unread `messages.count` (Support); `bookings` the new and
   * current bookings (api/bookings/new_count and current_count, issue 25 item 2).
   */
  count?: 'bookings' | 'messages';
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
