// /login (spec §4 Sign-in): tokens stored; code -2 → /verification, code 1 → /support. Errors in place.
import { useState, type FormEvent } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  applyLogin,
  email as emailRule,
  login,
  required,
  startResendTimer,
  validate,
} from '@sakhli/sdk';
import { Alert, Button, TextField, useSakhliClient } from '@sakhli/widgets';
import { usePortal } from '../../app/portalContext';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { AuthForm, AuthLinks, RESEND_CODE_MS, ruleText } from './parts';
import { useFormRequest } from './useFormRequest';
import { DemoMailboxLink } from '../../app/layout/primitives';
import { DEMO_BUILD } from '../../app/demoMailbox/demoBuild';

export function LoginScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const { session } = usePortal();
  const navigate = useNavigate();
  const notice = useRouterState({ select: (state) => state.location.state.notice });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  // spec §8: login errors belong to the form ("Username or password are incorrect.").
  const { busy, failure, send } = useFormRequest('error.credentials');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: ruleText(validate(email, required, emailRule), intl),
      password: ruleText(required(password), intl),
    };
    setErrors(found);
    void send(found, async () => {
      const result = await login(client, {
        email: email.trim(),
        password,
        device_uuid: session.deviceUuid,
      });
      const next = applyLogin(session, result);
      // The API just e-mailed a code: "send a new code" waits its turn (stored, survives reload).
      if (next.next === 'verification') startResendTimer(session, RESEND_CODE_MS);
      await navigate({ to: next.route, replace: true });
    });
  };

  return (
    <>
      <ScreenHeading id="portal.title.login" />
      <AuthForm introId="portal.auth.login.intro" onSubmit={submit}>
        {notice && <Alert tone="success">{notice}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={<FormattedMessage id="portal.auth.email" />}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={<FormattedMessage id="portal.auth.password" />}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" loading={busy}>
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
