// The empty state of a screen that is not assembled yet: what it is for, and a way on (never a blank page).
import { FormattedMessage } from 'react-intl';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { EmptyState, LinkButton } from '../../app/layout/primitives';

export interface RoutePurposeProps {
  titleKey: string;
  purposeKey: string;
  /** Guests have no dashboard; they get the hint about e-mailed links instead. */
  guest?: boolean;
}

export function RoutePurpose({ titleKey, purposeKey, guest }: RoutePurposeProps) {
  return (
    <>
      <ScreenHeading id={titleKey} />
      <EmptyState>
        <p>
          <FormattedMessage id={purposeKey} />
        </p>
        <p>
          <FormattedMessage id={guest ? 'portal.purpose.guestHelp' : 'portal.purpose.noData'} />
        </p>
        {!guest && (
          <LinkButton to="/home">
            <FormattedMessage id="portal.backHome" />
          </LinkButton>
        )}
      </EmptyState>
    </>
  );
}

/** A screen component for a route's empty state; swap it for the widget when one exists. */
export function purposeScreen(titleKey: string, purposeKey: string, guest = false) {
  return function PurposeScreen() {
    return <RoutePurpose titleKey={titleKey} purposeKey={purposeKey} guest={guest} />;
  };
}
