// /reset-password?token= (spec §2, §7): the token is checked first; expired → the spec's message;
// success → /login with "Password changed successfully.". The token leaves the address bar at once; a
// check that failed for the connection or the server offers "Try again" (./linkRetry).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { resetPassword, resetTokenQuery } from '@sakhli/sdk';
import { Alert, apiMessage, Button, useForm, useSakhliClient } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import {
  NewPasswordFields,
  newPasswordChecks,
  type NewPassword,
} from '../../app/password/NewPasswordFields';
import { mayTryAgain, TryAgain } from './linkRetry';
import { AuthForm, AuthLinks } from './parts';
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

  const [value, setValue] = useState<NewPassword>({ password: '', confirmation: '' });
  const form = useForm<keyof NewPassword>({
    fallbackId: 'error.resetExpired',
    check: () => newPasswordChecks(value),
  });

  const send = async () => {
    const { message } = await resetPassword(client, token, {
      password: value.password,
      password_confirmation: value.confirmation,
    });
    await navigate({
      to: '/login',
      replace: true,
      state: { notice: message ?? intl.formatMessage({ id: 'success.passwordChanged' }) },
    });
  };

  return (
    <>
      <ScreenHeading id="portal.title.resetPassword" />
      {/* Busy: a screen reader (and the fault suite) knows the check is still under way. */}
      {check.isPending && (
        <p role="status" aria-busy="true">
          <FormattedMessage id="portal.auth.reset.checking" />
        </p>
      )}
      {check.isError && mayTryAgain(check.error) && (
        <Alert
          tone="error"
          action={<TryAgain busy={check.isFetching} onClick={() => void check.refetch()} />}
        >
          {apiMessage(intl, check.error)}
        </Alert>
      )}
      {check.isError && !mayTryAgain(check.error) && (
        <>
          <Alert tone="error">{apiMessage(intl, check.error, 'error.resetExpired')}</Alert>
          <AuthLinks links={[['/forgot-password', 'portal.auth.reset.again']]} />
        </>
      )}
      {check.isSuccess && (
        <>
          <AuthForm
            introId="portal.auth.reset.intro"
            formRef={form.ref}
            onSubmit={(event) => void form.submit(event, send)}
          >
            {form.failure && <Alert tone="error">{form.failure}</Alert>}
            <NewPasswordFields
              labelId="portal.auth.newPassword"
              value={value}
              errors={form.errors}
              onChange={(field, text) => setValue((current) => ({ ...current, [field]: text }))}
            />
            <Button type="submit" loading={form.busy}>
              <FormattedMessage id="portal.auth.reset.submit" />
            </Button>
          </AuthForm>
        </>
      )}
    </>
  );
}
