// The side menu (spec §2 layout) with the unread counts of spec §3 and the overdue contracts (§7) as badges.
import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter, type AnyRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { contractsOverdueCountQuery } from '@sakhli/sdk';
import { unreadCountsQuery } from '../unreadCounts';
import { useSakhliClient } from '@sakhli/widgets';
import { useSnapshot } from 'valtio';
import { roleOf } from '../guards';
import { usePortal } from '../portalContext';
import { bookingCountQueries } from './bookingCounts';
import { menuFor } from './menu';
import { focusRing, t } from './tokens';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${t('space4')};
  h2 {
    margin: 0 0 ${t('space1')};
    padding-inline: ${t('space3')};
    color: ${t('colorTextMuted')};
    font-size: ${t('fontSizeSm')};
    font-weight: ${t('fontWeightBold')};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t('space2')};
  min-height: ${t('controlHeight')};
  padding: ${t('space2')} ${t('space3')};
  border-radius: ${t('radiusMd')};
  color: ${t('colorText')};
  text-decoration: none;
  &:hover {
    background: ${t('colorSurface')};
  }
  &[data-status='active'] {
    background: ${t('colorInfoSurface')};
    color: ${t('colorPrimary')};
    font-weight: ${t('fontWeightBold')};
  }
  ${focusRing}
`;

const Badge = styled.span`
  min-width: 24px;
  padding: 0 ${t('space2')};
  border-radius: 12px;
  background: ${t('colorPrimary')};
  color: ${t('colorOnPrimary')};
  font-size: ${t('fontSizeSm')};
  font-weight: ${t('fontWeightBold')};
  text-align: center;
`;

const CurrentBadge = styled(Badge)`
  background: transparent;
  color: ${t('colorText')};
  box-shadow: inset 0 0 0 1px ${t('colorBorder')};
`;

/** The one unread-count query: the layout's loader fetched it, the 60 s poll keeps it fresh. */
function useUnreadCounts() {
  return useQuery(unreadCountsQuery(useSakhliClient())).data;
}

/** New and current bookings (issue 25 item 2), started by the layout's loader; only for a menu with Bookings. */
function useBookingCounts(shown: boolean) {
  const queries = bookingCountQueries(useSakhliClient());
  return {
    new: useQuery({ ...queries.new, enabled: shown }).data ?? 0,
    current: useQuery({ ...queries.current, enabled: shown }).data ?? 0,
  };
}

/** A failed count only leaves the badge out: no toast, no not-found page (the caller owns it). */
const BADGE_CALL = { errors: 'caller' } as const;

/** Overdue contract payments (spec §7): the layout's loader fetched it with the unread counts. */
function useOverdueContracts() {
  return useQuery(contractsOverdueCountQuery(useSakhliClient(), BADGE_CALL)).data;
}

/**
 * "Support, 5 new" / "Bookings, 2 new, 1 current" / "Documents, 1 overdue": the badges' digits are
 * for the eyes only.
 */
function countedName(
  intl: IntlShape,
  titleKey: string,
  count: number,
  { current = 0, what = 'portal.menu.count' }: { current?: number; what?: string } = {},
): string {
  const words = [intl.formatMessage({ id: titleKey })];
  if (count > 0) words.push(intl.formatMessage({ id: what }, { count }));
  if (current > 0) {
    words.push(intl.formatMessage({ id: 'portal.menu.current' }, { count: current }));
  }
  return words.join(', ');
}

export interface SideMenuProps {
  onNavigate?: () => void;
  /** Inside the menu panel the dialog is the landmark: the list renders without its own <nav>. */
  inPanel?: boolean;
}

/** The menu without what the user's role cannot open (each route's `staticData.roles`). */
function useRoleMenu() {
  const router = useRouter();
  const role = roleOf(useSnapshot(usePortal().session).user);
  const routes = router.routesByPath as Record<string, AnyRoute | undefined>;
  return menuFor(role, (to) => routes[to]?.options.staticData?.roles);
}

export function SideMenu({ onNavigate, inPanel = false }: SideMenuProps) {
  const intl = useIntl();
  const counts = useUnreadCounts();
  const overdue = useOverdueContracts();
  const menu = useRoleMenu();
  const bookings = useBookingCounts(
    menu.some((section) => section.items.some((item) => item.count === 'bookings')),
  );
  return (
    <Nav
      as={inPanel ? 'div' : 'nav'}
      aria-label={inPanel ? undefined : intl.formatMessage({ id: 'portal.menu.label' })}
    >
      {menu.map((section, index) => (
        <div key={section.headingKey ?? index}>
          {section.headingKey && (
            <h2>
              <FormattedMessage id={section.headingKey} />
            </h2>
          )}
          <ul>
            {section.items.map((item) => {
              const count =
                item.count === 'bookings'
                  ? bookings.new
                  : item.count === 'contracts'
                    ? (overdue ?? 0)
                    : item.count
                      ? (counts?.[item.count].count ?? 0)
                      : 0;
              const current = item.count === 'bookings' ? bookings.current : 0;
              const what = item.count === 'contracts' ? 'portal.menu.overdue' : 'portal.menu.count';
              return (
                <li key={item.to}>
                  <Item
                    to={item.to}
                    onClick={onNavigate}
                    // Read once, as "Support, 1 new": the badge's digit is for the eyes only.
                    aria-label={
                      count + current > 0
                        ? countedName(intl, item.titleKey, count, { current, what })
                        : undefined
                    }
                  >
                    <FormattedMessage id={item.titleKey} />
                    {count + current > 0 && (
                      <span>
                        {count > 0 && <Badge aria-hidden="true">{count}</Badge>}{' '}
                        {current > 0 && <CurrentBadge aria-hidden="true">{current}</CurrentBadge>}
                      </span>
                    )}
                  </Item>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <ul>
        <li>
          <Item to="/logout">
            <FormattedMessage id="portal.menu.logout" />
          </Item>
        </li>
      </ul>
    </Nav>
  );
}
