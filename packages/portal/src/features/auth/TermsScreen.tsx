// /terms (spec §2): the terms of use, translated.
import { FormattedMessage } from 'react-intl';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { AuthLinks } from './parts';

export function TermsScreen() {
  return (
    <>
      <ScreenHeading id="portal.title.terms" />
      {(['p1', 'p2', 'p3'] as const).map((part) => (
        <p key={part}>
          <FormattedMessage id={`portal.auth.terms.${part}`} />
        </p>
      ))}
      <AuthLinks
        links={[
          ['/registration', 'portal.title.registration'],
          ['/login', 'portal.auth.backToLogin'],
        ]}
      />
    </>
  );
}
