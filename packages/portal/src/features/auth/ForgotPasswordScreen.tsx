// /forgot-password (spec §2): e-mails reset instructions; success and errors said in place (spec §8).
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { email as emailRule, forgotPassword, required, validate } from '@sakhli/sdk';
import { Alert, Button, TextField, useSakhliClient } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { AuthForm, AuthLinks, ruleText } from './parts';
import { useFormRequest } from './useFormRequest';
import { DemoMailboxLink } from '../../app/layout/primitives';
import { DEMO_BUILD } from '../../app/demoMailbox/demoBuild';

export function ForgotPasswordScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const { busy, failure, send } = useFormRequest('error.emailInvalid');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = ruleText(validate(email, required, emailRule), intl);
    setFieldError(problem);
    setSent(undefined);
    void send({ email: problem }, async () => {
      const { message } = await forgotPassword(client, email.trim());
      setSent(message ?? intl.formatMessage({ id: 'success.recoverySent' }));
    });
  };

  return (
    <>
      <ScreenHeading id="portal.title.forgotPassword" />
      <AuthForm introId="portal.auth.forgot.intro" onSubmit={submit}>
        {sent && <Alert tone="success">{sent}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={<FormattedMessage id="portal.auth.email" />}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={fieldError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          <FormattedMessage id="portal.auth.forgot.submit" />
        </Button>
      </AuthForm>
      <AuthLinks links={[['/login', 'portal.auth.backToLogin']]} />
      {DEMO_BUILD && <DemoMailboxLink />}
    </>
  );
}
