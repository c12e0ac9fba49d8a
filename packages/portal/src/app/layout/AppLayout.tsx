// The main-area frame (spec §2 layout): skip link, side menu (off-canvas below 992 px), header
// with search and quick panel toggles, <main>, scroll-to-top; guests get the header only.
import { Suspense, useCallback, useState } from 'react';
import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { Link, useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { BREAKPOINTS, isSignedIn } from '@sakhli/sdk';
import { usePortal } from '../portalContext';
import { globalStyles } from './globalStyles';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LoadingBar } from './LoadingBar';
import { OffCanvas } from './OffCanvas';
import { loadQuickPanel, loadQuickSearch, prefetch, QuickPanel, QuickSearch } from './framePanels';
import { ScrollTopButton } from './ScrollTopButton';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';
import { focusRing, media, t, visuallyHidden } from './tokens';
import { useSessionUser } from './useSessionUser';
import { LoadingState, WithCatalog } from '@sakhli/widgets';
import { frameMessages } from './frameMessages';
import { MountInSlices } from './MountInSlices';
import { RoleOutlet } from './RoleOutlet';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: calc(${t('zOverlay')} - 2);
  display: flex;
  align-items: center;
  gap: ${t('space2')};
  min-height: 60px;
  padding: ${t('space2')} ${t('space3')};
  border-bottom: 1px solid ${t('colorBorderSubtle')};
  background: ${t('colorBg')};
  ${media.md} {
    padding-inline: ${t('space6')};
  }
`;

const Brand = styled(Link)`
  margin-inline-end: auto;
  padding: ${t('space2')};
  border-radius: ${t('radiusMd')};
  color: ${t('colorPrimary')};
  font-size: ${t('fontSizeLg')};
  font-weight: ${t('fontWeightBold')};
  text-decoration: none;
  ${focusRing}
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${t('space1')};
  min-width: ${t('controlHeight')};
  min-height: ${t('controlHeight')};
  padding: 0 ${t('space2')};
  border: 1px solid ${t('colorBorderSubtle')};
  border-radius: ${t('radiusMd')};
  background: ${t('colorBg')};
  color: ${t('colorText')};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${t('colorSurface')};
  }
  ${focusRing}
  /* On phones only the icon shows; the label still names the button. */
  @media not all and (min-width: ${BREAKPOINTS.md}px) {
    .label {
      ${visuallyHidden}
    }
  }
`;

const MenuToggle = styled(IconButton)`
  ${media.lg} {
    display: none;
  }
`;

const HideOnPhone = styled.div`
  display: none;
  ${media.sm} {
    display: block;
  }
`;

const Columns = styled.div`
  display: flex;
  align-items: flex-start;
`;

const Aside = styled.aside`
  display: none;
  ${media.lg} {
    display: block;
    position: sticky;
    top: 60px;
    flex: none;
    width: 260px;
    max-height: calc(100vh - 60px);
    overflow-y: auto;
    padding: ${t('space4')} ${t('space3')};
    border-inline-end: 1px solid ${t('colorBorderSubtle')};
  }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${t('space4')} ${t('space3')} ${t('space8')};
  &:focus {
    outline: none;
  }
  ${media.md} {
    padding: ${t('space6')};
  }
  ${media.xl} {
    padding: ${t('space8')};
  }
`;

type Panel = 'menu' | 'search' | 'quick' | null;

/** The frame, with its texts (they come with this chunk, not /login's first load). */
export function AppLayout() {
  return (
    <WithCatalog catalog={frameMessages}>
      <MountInSlices>
        <Frame />
      </MountInSlices>
    </WithCatalog>
  );
}

function Frame() {
  const intl = useIntl();
  const router = useRouter();
  const portal = usePortal();
  const snapshot = useSnapshot(portal.session);
  const signedIn = isSignedIn(snapshot as typeof portal.session);
  useSessionUser();
  const [panel, setPanel] = useState<Panel>(null);
  const close = useCallback(() => setPanel(null), []);
  const toggle = (next: Exclude<Panel, null>) => setPanel((open) => (open === next ? null : next));

  return (
    <>
      <Global styles={globalStyles} />
      <SkipLink />
      <LoadingBar />
      <Header>
        {signedIn && (
          <MenuToggle
            type="button"
            aria-expanded={panel === 'menu'}
            aria-controls="side-menu-panel"
            onClick={() => toggle('menu')}
          >
            <Icon name="menu" />
            <span className="sr-only">
              <FormattedMessage id="portal.menu.open" />
            </span>
          </MenuToggle>
        )}
        <Brand to={signedIn ? '/home' : '/login'}>
          <FormattedMessage id="portal.brand" />
        </Brand>
        {signedIn && (
          <>
            <IconButton
              type="button"
              aria-expanded={panel === 'search'}
              aria-controls="search-panel"
              onPointerEnter={prefetch(loadQuickSearch)}
              onFocus={prefetch(loadQuickSearch)}
              onClick={() => toggle('search')}
            >
              <Icon name="search" />
              <span className="label">
                <FormattedMessage id="portal.search.open" />
              </span>
            </IconButton>
            <IconButton
              type="button"
              aria-expanded={panel === 'quick'}
              aria-controls="quick-panel"
              onPointerEnter={prefetch(loadQuickPanel)}
              onFocus={prefetch(loadQuickPanel)}
              onClick={() => toggle('quick')}
            >
              <Icon name="bell" />
              <span className="sr-only">
                <FormattedMessage id="portal.quick.open" />
              </span>
            </IconButton>
          </>
        )}
        <HideOnPhone>
          <LanguageSwitcher />
        </HideOnPhone>
      </Header>
      <Columns>
        {signedIn && (
          <Aside>
            <SideMenu />
          </Aside>
        )}
        <Main id="main" tabIndex={-1}>
          <MountInSlices>
            <RoleOutlet />
          </MountInSlices>
        </Main>
      </Columns>
      <ScrollTopButton />
      <OffCanvas
        id="side-menu-panel"
        side="start"
        open={panel === 'menu'}
        onClose={close}
        title={<FormattedMessage id="portal.menu.label" />}
      >
        <SideMenu onNavigate={close} inPanel />
        <div style={{ marginTop: 16 }}>
          <LanguageSwitcher showLabel />
        </div>
      </OffCanvas>
      <OffCanvas
        id="search-panel"
        open={panel === 'search'}
        onClose={close}
        title={intl.formatMessage({ id: 'portal.search.title' })}
      >
        <Suspense fallback={<LoadingState heading={false} lines={2} />}>
          <QuickSearch
            focusOnMount
            onSelect={(_hit, link) => {
              close();
              // The widget checked the address (same-origin or https:); our own pages are routed.
              if (link.sameOrigin) router.history.push(link.path);
              else window.location.assign(link.href);
            }}
          />
        </Suspense>
      </OffCanvas>
      <OffCanvas
        id="quick-panel"
        open={panel === 'quick'}
        onClose={close}
        title={<FormattedMessage id="portal.quick.title" />}
      >
        <Suspense fallback={<LoadingState heading={false} lines={4} />}>
          <QuickPanel />
        </Suspense>
      </OffCanvas>
    </>
  );
}
