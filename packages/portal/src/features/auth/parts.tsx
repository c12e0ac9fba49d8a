// Parts the auth screens share: the form and the links under it (what /login's first load needs).
import type { FormEvent, ReactNode, Ref } from 'react';
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { Form, TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';

/** How long "Send a new code" stays disabled after a code was sent (the stored resend timer). */
export const RESEND_CODE_MS = 60_000;

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
