// The empty state of a screen that is not assembled yet: that it is not built (not that the account
// is empty), what it is for, and a way on to what works (never a blank page).
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { WithCatalog } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { DemoMailboxLink, EmptyState, LinkButton, TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';
import { purposeMessages } from './messages';
import { DEMO_BUILD } from '../../app/demoMailbox/demoBuild';

const Title = styled.h2`
  margin: 0;
  font-size: ${t('fontSizeLg')};
`;

const WaysOn = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t('space3')} ${t('space4')};
`;

export interface RoutePurposeProps {
  titleKey: string;
  purposeKey: string;
  /** Guests have no dashboard; they get the hint about e-mailed links instead. */
  guest?: boolean;
}

/** Its texts ride in this chunk (WithCatalog), not the portal's first load. */
export function RoutePurpose({ titleKey, purposeKey, guest }: RoutePurposeProps) {
  return (
    <WithCatalog catalog={purposeMessages}>
      <ScreenHeading id={titleKey} />
      <EmptyState>
        {!guest && (
          <Title>
            <FormattedMessage id="portal.purpose.notYetTitle" />
          </Title>
        )}
        <p>
          <FormattedMessage id={purposeKey} />
        </p>
        <p>
          <FormattedMessage id={guest ? 'portal.purpose.guestHelp' : 'portal.purpose.notYet'} />
        </p>
        {DEMO_BUILD && guest && <DemoMailboxLink />}
        {!guest && (
          <WaysOn>
            <LinkButton to="/home">
              <FormattedMessage id="portal.backHome" />
            </LinkButton>
            <TextLink to="/support">
              <FormattedMessage id="portal.home.openSupport" />
            </TextLink>
          </WaysOn>
        )}
      </EmptyState>
    </WithCatalog>
  );
}

/** A screen component for a route's empty state; swap it for the widget when one exists. */
export function purposeScreen(titleKey: string, purposeKey: string, guest = false) {
  return function PurposeScreen() {
    return <RoutePurpose titleKey={titleKey} purposeKey={purposeKey} guest={guest} />;
  };
}
