// /login (spec §4 Sign-in): tokens stored; code -2 → /verification, code 1 → /support. Errors in place.
import { useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import {
  applyLogin,
  email as emailRule,
  login,
  required,
  startResendTimer,
  validate,
} from '@sakhli/sdk';
import { Alert, Button, TextField, useForm, useSakhliClient } from '@sakhli/widgets';
import { usePortal } from '../../app/portalContext';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { AuthForm, AuthLinks, RESEND_CODE_MS } from './parts';
import { DemoMailboxLink } from '../../app/layout/primitives';
import { DEMO_BUILD } from '../../app/demoMailbox/demoBuild';

export function LoginScreen() {
  const client = useSakhliClient();
  const { session } = usePortal();
  const navigate = useNavigate();
  const notice = useRouterState({ select: (state) => state.location.state.notice });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // spec §8: login errors belong to the form ("Username or password are incorrect.").
  const form = useForm({
    fallbackId: 'error.credentials',
    check: () => ({ email: validate(email, required, emailRule), password: required(password) }),
  });

  const send = async () => {
    const result = await login(client, {
      email: email.trim(),
      password,
      device_uuid: session.deviceUuid,
    });
    const next = applyLogin(session, result);
    // The API just e-mailed a code: "send a new code" waits its turn (stored, survives reload).
    if (next.next === 'verification') startResendTimer(session, RESEND_CODE_MS);
    await navigate({ to: next.route, replace: true });
  };

  return (
    <>
      <ScreenHeading id="portal.title.login" />
      <AuthForm
        introId="portal.auth.login.intro"
        formRef={form.ref}
        onSubmit={(event) => void form.submit(event, send)}
      >
        {notice && <Alert tone="success">{notice}</Alert>}
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
        <TextField
          label={<FormattedMessage id="portal.auth.email" />}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          error={form.errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={<FormattedMessage id="portal.auth.password" />}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={form.errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" loading={form.busy}>
          <FormattedMessage id="portal.auth.login.submit" />
        </Button>
      </AuthForm>
      <AuthLinks
        links={[
          ['/forgot-password', 'portal.auth.login.forgot'],
          ['/registration', 'portal.auth.login.register'],
        ]}
      />
      {DEMO_BUILD && <DemoMailboxLink />}
    </>
  );
}
