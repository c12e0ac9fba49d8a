// Parts the auth screens share: rule texts, a ticking clock, the form and the links under it.
import { useEffect, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import styled from '@emotion/styled';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { RuleResult } from '@sakhli/sdk';
import { Form, TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';

/** How long "Send a new code" stays disabled after a code was sent (the stored resend timer). */
export const RESEND_CODE_MS = 60_000;

/** A failed rule's text, or undefined. */
export function ruleText(
  result: RuleResult | undefined,
  intl: Pick<IntlShape, 'formatMessage'>,
): string | undefined {
  return result ? intl.formatMessage({ id: result.id }, result.values) : undefined;
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
  formRef,
  children,
}: {
  introId: string;
  onSubmit: (event: FormEvent) => void;
  /** The form's `useForm().ref`: a refused submit focuses the first invalid field inside. */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <>
      <Intro>
        <FormattedMessage id={introId} />
      </Intro>
      <Form ref={formRef} onSubmit={onSubmit} noValidate>
        {children}
      </Form>
    </>
  );
}
