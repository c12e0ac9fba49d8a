// /forgot-password (spec §2): e-mails reset instructions; success and errors said in place (spec §8).
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { email as emailRule, forgotPassword, required, validate } from '@sakhli/sdk';
import { Alert, Button, TextField, useSakhliClient } from '@sakhli/widgets';
import { Form } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { AuthLinks, Intro, ruleText, serverText } from './parts';

export function ForgotPasswordScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = ruleText(validate(email, required, emailRule), intl);
    setFieldError(problem);
    setOutcome(undefined);
    if (problem) return;
    setBusy(true);
    try {
      const { message } = await forgotPassword(client, email.trim());
      setOutcome({
        tone: 'success',
        text: message ?? intl.formatMessage({ id: 'success.recoverySent' }),
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: serverText(error, intl, 'error.emailInvalid') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ScreenHeading id="portal.title.forgotPassword" />
      <Intro>
        <FormattedMessage id="portal.auth.forgot.intro" />
      </Intro>
      <Form onSubmit={submit} noValidate>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
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
      </Form>
      <AuthLinks links={[['/login', 'portal.auth.backToLogin']]} />
    </>
  );
}
