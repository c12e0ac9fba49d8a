// Parts the auth screens share: server texts in place, live password rules, a ticking clock.
import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { isApiError, type RuleResult } from '@sakhli/sdk';
import { t } from '../../app/layout/tokens';
import { passwordChecks } from './passwordChecks';

/** How long "Send a new code" stays disabled after a code was sent (the stored resend timer). */
export const RESEND_CODE_MS = 60_000;

/** The server's message for a failed call, else the fallback; no response at all is a connection error. */
export function serverText(
  error: unknown,
  intl: Pick<IntlShape, 'formatMessage'>,
  fallbackId = 'error.somethingWrong',
): string {
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return intl.formatMessage({ id: 'error.connection' });
  }
  return intl.formatMessage({ id: fallbackId });
}

/** A failed rule's text, or undefined. */
export function ruleText(
  result: RuleResult | undefined,
  intl: Pick<IntlShape, 'formatMessage'>,
): string | undefined {
  return result ? intl.formatMessage({ id: result.id }, result.values) : undefined;
}

const Rules = styled.div`
  font-size: ${t('fontSizeSm')};
  p {
    margin: 0 0 ${t('space1')};
    color: ${t('colorTextMuted')};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${t('space2')};
  }
  li[data-met='true'] {
    color: ${t('colorSuccess')};
  }
  li[data-met='false'] {
    color: ${t('colorTextMuted')};
  }
`;

/** spec §5 password rules, updated as the user types; each line says met or not in words too. */
export function PasswordRules({ value }: { value: string }) {
  const intl = useIntl();
  return (
    <Rules>
      <p>
        <FormattedMessage id="portal.auth.rules.title" />
      </p>
      <ul>
        {passwordChecks(value).map((check) => (
          <li key={check.id} data-met={check.met}>
            <span aria-hidden="true">{check.met ? '✓' : '○'}</span>
            <span>
              <FormattedMessage id={check.messageId} values={check.values} />
              <span className="sr-only">
                {' '}
                (
                {intl.formatMessage({
                  id: check.met ? 'portal.auth.rules.met' : 'portal.auth.rules.unmet',
                })}
                )
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Rules>
  );
}

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

export const Intro = styled.p`
  margin: 0 0 ${t('space4')};
  color: ${t('colorTextMuted')};
`;

/** A checkbox with its label beside it (terms, "remember this device"), a full-height target. */
export const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${t('space2')};
  min-height: ${t('controlHeight')};
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
  }
`;
