// Parts the auth screens share: server texts in place, a ticking clock, the form and the links under it.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { isApiError } from '@sakhli/sdk';
import { Form, TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';

/** How long "Send a new code" stays disabled after a code was sent (the stored resend timer). */
export const RESEND_CODE_MS = 60_000;

/** The server's message for a failed call, else the fallback; no response at all is a connection error. */
export function serverText(
  error: unknown,
  intl: Pick<IntlShape, 'formatMessage'>,
  fallbackId = 'error.somethingWrong',
): string {
  if (isApiError(error)) {
    // Throttled (issue 16 §2): when to try again, in the user's language, from Retry-After.
    if (error.status === 429 && error.retryAfter !== undefined) {
      return tryAgainText(error.retryAfter, intl);
    }
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return intl.formatMessage({ id: 'error.connection' });
  }
  return intl.formatMessage({ id: fallbackId });
}

/** "Too many attempts. Try again in 2 minutes." — seconds under a minute, else whole minutes up. */
export function tryAgainText(seconds: number, intl: Pick<IntlShape, 'formatMessage'>): string {
  return seconds < 60
    ? intl.formatMessage({ id: 'portal.auth.tooMany.seconds' }, { seconds: Math.max(1, seconds) })
    : intl.formatMessage(
        { id: 'portal.auth.tooMany.minutes' },
        { minutes: Math.ceil(seconds / 60) },
      );
}

/** A failed rule's text, or undefined (shared with the profile's password change). */
export { ruleText } from '../../app/password/ruleText';

/** Date.now(), re-read every `everyMs` while mounted (countdowns). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export const Links = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${t('space2')};
  margin: ${t('space4')} 0 0;
`;

const Intro = styled.p`
  margin: 0 0 ${t('space4')};
  color: ${t('colorTextMuted')};
`;

/** The links under an auth screen: each a route and the message id of its text. */
export function AuthLinks({
  links,
}: {
  links: ReadonlyArray<readonly [to: string, messageId: string]>;
}) {
  return (
    <Links>
      {links.map(([to, messageId]) => (
        <TextLink key={to} to={to}>
          <FormattedMessage id={messageId} />
        </TextLink>
      ))}
    </Links>
  );
}

/** An auth form under its line on what to do; our fields say what is wrong, not the browser. */
export function AuthForm({
  introId,
  onSubmit,
  children,
}: {
  introId: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <>
      <Intro>
        <FormattedMessage id={introId} />
      </Intro>
      <Form onSubmit={onSubmit} noValidate>
        {children}
      </Form>
    </>
  );
}
