// /terms (spec §2): the terms of use, translated.
import { FormattedMessage } from 'react-intl';
import { TextLink } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { Links } from './parts';

export function TermsScreen() {
  return (
    <>
      <ScreenHeading id="portal.title.terms" />
      {(['p1', 'p2', 'p3'] as const).map((part) => (
        <p key={part}>
          <FormattedMessage id={`portal.auth.terms.${part}`} />
        </p>
      ))}
      <Links>
        <TextLink to="/registration">
          <FormattedMessage id="portal.title.registration" />
        </TextLink>
        <TextLink to="/login">
          <FormattedMessage id="portal.auth.backToLogin" />
        </TextLink>
      </Links>
    </>
  );
}
