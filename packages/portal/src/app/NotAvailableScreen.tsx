// A typed address of a page the account's role does not use (docs/security.md "Roles"): say so,
// with the way home. Not a redirect (the address stays what was typed) and not a 404.
import { FormattedMessage } from 'react-intl';
import { EmptyState, LinkButton } from './layout/primitives';
import { ScreenHeading } from './layout/ScreenHeading';

export function NotAvailableScreen() {
  return (
    <>
      <ScreenHeading id="portal.notAvailable.title" />
      <EmptyState>
        <p>
          <FormattedMessage id="portal.notAvailable.text" />
        </p>
        <LinkButton to="/home">
          <FormattedMessage id="portal.backHome" />
        </LinkButton>
      </EmptyState>
    </>
  );
}
