// /reset-password?token= (spec §2, §7): the token is checked first; expired → the spec's message;
// success → /login with "Password changed successfully.". The token leaves the address bar at once.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { passwordsEqual, required, resetPassword, resetTokenQuery, validate } from '@sakhli/sdk';
import { useSakhliClient } from '@sakhli/widgets';
import { Button, Form, Notice, TextField, TextLink } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { passwordAccepted } from './passwordChecks';
import { Intro, Links, PasswordRules, ruleText, serverText } from './parts';
import { usePortal } from '../../app/portalContext';

export function ResetPasswordScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { token?: string };
  // Read once: the address bar loses it right after.
  const [token] = useState(() => search.token ?? '');
  const portal = usePortal();
  useEffect(() => portal.stripQuery(), [portal]);
  const check = useQuery({ ...resetTokenQuery(client, token), retry: false, staleTime: Infinity });

  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password:
        ruleText(required(password), intl) ??
        (passwordAccepted(password)
          ? undefined
          : intl.formatMessage({ id: 'validation.password' })),
      confirmation: ruleText(
        validate(confirmation, required) ?? passwordsEqual(password, confirmation),
        intl,
      ),
    };
    setErrors(found);
    setFailure(undefined);
    if (found.password || found.confirmation) return;
    setBusy(true);
    try {
      const { message } = await resetPassword(client, token, {
        password,
        password_confirmation: confirmation,
      });
      await navigate({
        to: '/login',
        replace: true,
        state: { notice: message ?? intl.formatMessage({ id: 'success.passwordChanged' }) },
      });
    } catch (error) {
      setFailure(serverText(error, intl, 'error.resetExpired'));
      setBusy(false);
    }
  };

  return (
    <>
      <ScreenHeading id="portal.title.resetPassword" />
      {check.isPending && (
        <p role="status">
          <FormattedMessage id="portal.auth.reset.checking" />
        </p>
      )}
      {check.isError && (
        <>
          <Notice tone="error">
            <p>{serverText(check.error, intl, 'error.resetExpired')}</p>
          </Notice>
          <Links>
            <TextLink to="/forgot-password">
              <FormattedMessage id="portal.auth.reset.again" />
            </TextLink>
          </Links>
        </>
      )}
      {check.isSuccess && (
        <>
          <Intro>
            <FormattedMessage id="portal.auth.reset.intro" />
          </Intro>
          <Form onSubmit={submit} noValidate>
            {failure && (
              <Notice tone="error">
                <p>{failure}</p>
              </Notice>
            )}
            <TextField
              label={<FormattedMessage id="portal.auth.newPassword" />}
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              error={errors.password}
              after={<PasswordRules value={password} />}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              label={<FormattedMessage id="portal.auth.passwordConfirm" />}
              type="password"
              name="password_confirmation"
              autoComplete="new-password"
              value={confirmation}
              error={errors.confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
            <Button type="submit" disabled={busy} aria-busy={busy}>
              <FormattedMessage id="portal.auth.reset.submit" />
            </Button>
          </Form>
        </>
      )}
    </>
  );
}
