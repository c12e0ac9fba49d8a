// The side menu (spec §2 layout) with the unread counts of spec §3 as badges.
import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter, type AnyRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { notificationCountsQuery } from '@sakhli/sdk';
import { useSakhliClient } from '@sakhli/widgets';
import { useSnapshot } from 'valtio';
import { roleOf } from '../guards';
import { usePortal } from '../portalContext';
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

/** The one unread-count query: the layout's loader fetched it, the 60 s poll keeps it fresh. */
function useUnreadCounts() {
  return useQuery(notificationCountsQuery(useSakhliClient())).data;
}

function countedName(intl: IntlShape, titleKey: string, count: number): string {
  const title = intl.formatMessage({ id: titleKey });
  return `${title}, ${intl.formatMessage({ id: 'portal.menu.count' }, { count })}`;
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
  const menu = useRoleMenu();
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
              const count = item.count ? (counts?.[item.count].count ?? 0) : 0;
              return (
                <li key={item.to}>
                  <Item
                    to={item.to}
                    onClick={onNavigate}
                    // Read once, as "Support, 1 new": the badge's digit is for the eyes only.
                    aria-label={count > 0 ? countedName(intl, item.titleKey, count) : undefined}
                  >
                    <FormattedMessage id={item.titleKey} />
                    {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
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
