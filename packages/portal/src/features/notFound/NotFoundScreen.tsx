// /404 (spec §2): not found, with the way back (the dashboard when signed in, else sign in).
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { isSignedIn } from '@sakhli/sdk';
import { usePortal } from '../../app/portalContext';
import { EmptyState, LinkButton } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';

export function NotFoundScreen() {
  const { session } = usePortal();
  const signedIn = isSignedIn(useSnapshot(session) as typeof session);
  return (
    <>
      <ScreenHeading id="portal.title.notFound" />
      <EmptyState>
        <p>
          <FormattedMessage id="portal.notFound.text" />
        </p>
        <LinkButton to={signedIn ? '/home' : '/login'}>
          <FormattedMessage id={signedIn ? 'portal.backHome' : 'portal.backLogin'} />
        </LinkButton>
      </EmptyState>
    </>
  );
}
