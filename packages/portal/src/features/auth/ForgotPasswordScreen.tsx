// /forgot-password (spec §2): e-mails reset instructions; success and errors said in place (spec §8).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { email as emailRule, forgotPassword, required, validate } from '@sakhli/sdk';
import { Alert, Button, TextField, useForm, useSakhliClient } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { AuthForm, AuthLinks } from './parts';
import { DemoMailboxLink } from '../../app/layout/primitives';
import { DEMO_BUILD } from '../../app/demoMailbox/demoBuild';

export function ForgotPasswordScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string>();
  const form = useForm({
    fallbackId: 'error.emailInvalid',
    check: () => ({ email: validate(email, required, emailRule) }),
  });

  const send = async () => {
    const { message } = await forgotPassword(client, email.trim());
    setSent(message ?? intl.formatMessage({ id: 'success.recoverySent' }));
  };

  return (
    <>
      <ScreenHeading id="portal.title.forgotPassword" />
      <AuthForm
        introId="portal.auth.forgot.intro"
        formRef={form.ref}
        onSubmit={(event) => {
          setSent(undefined);
          void form.submit(event, send);
        }}
      >
        {sent && <Alert tone="success">{sent}</Alert>}
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
        <TextField
          label={<FormattedMessage id="portal.auth.email" />}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={form.errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={form.busy}>
          <FormattedMessage id="portal.auth.forgot.submit" />
        </Button>
      </AuthForm>
      <AuthLinks links={[['/login', 'portal.auth.backToLogin']]} />
      {DEMO_BUILD && <DemoMailboxLink />}
    </>
  );
}
