// /verification (spec §2, §4): the e-mailed 6-digit code, resend with the stored timer, and
// "remember this device" (POST api/verifyDevice, device_uuid stored for the next login).
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import {
  isApiError,
  markVerified,
  resendCodeRemaining,
  setDeviceUuid,
  startResendTimer,
  verifyAuth,
  verifyDevice,
  verifyResend,
} from '@sakhli/sdk';
import { Alert, Button, CheckboxField, TextField, useForm, useSakhliClient } from '@sakhli/widgets';
import { usePortal } from '../../app/portalContext';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { AuthForm, AuthLinks, RESEND_CODE_MS } from './parts';
import { DemoMailboxLink } from '../../app/layout/primitives';
import { DEMO_BUILD } from '../../app/demoMailbox/demoBuild';

/** Exactly six digits, after dropping the spaces people paste in. */
export function normalizeCode(value: string): string | undefined {
  const digits = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** Date.now(), re-read every `everyMs` while mounted (countdowns). */
function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function VerificationScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const { session } = usePortal();
  useSnapshot(session); // re-render when the resend timer changes
  const navigate = useNavigate();
  const now = useNow();
  const [code, setCode] = useState('');
  // issue 16 §3: a device is remembered only when the user asks for it (a shared computer stays unknown).
  const [trust, setTrust] = useState(false);
  const [sent, setSent] = useState<string>();
  const form = useForm({
    check: () => ({
      code: normalizeCode(code)
        ? undefined
        : intl.formatMessage({ id: 'portal.auth.verify.codeInvalid' }),
    }),
  });
  const wait = Math.ceil(resendCodeRemaining(session, now) / 1000);

  const send = async () => {
    await verifyAuth(client, normalizeCode(code) ?? '');
    if (trust) setDeviceUuid(session, (await verifyDevice(client)).device_uuid);
    const { route } = markVerified(session);
    await navigate({ to: route, replace: true });
  };

  const resend = async () => {
    setSent(undefined);
    try {
      const { message } = await verifyResend(client);
      startResendTimer(session, RESEND_CODE_MS);
      setSent(message ?? intl.formatMessage({ id: 'success.codeSent' }));
    } catch (error) {
      // The error policy already showed the server's message. Throttled (issue 16 §2): the button
      // waits as long as the server asked, and its countdown says when.
      if (isApiError(error) && error.status === 429 && error.retryAfter !== undefined) {
        startResendTimer(session, error.retryAfter * 1000);
      }
    }
  };

  return (
    <>
      <ScreenHeading id="portal.title.verification" />
      <AuthForm
        introId="portal.auth.verify.intro"
        formRef={form.ref}
        onSubmit={(event) => void form.submit(event, send)}
      >
        {sent && <Alert tone="success">{sent}</Alert>}
        <TextField
          label={<FormattedMessage id="portal.auth.verify.code" />}
          hint={<FormattedMessage id="portal.auth.verify.codeHint" />}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={7}
          value={code}
          // A wrong or expired code: the toast told it too; say it where the user looks.
          error={form.errors.code ?? form.failure}
          onChange={(event) => setCode(event.target.value)}
        />
        <CheckboxField
          label={<FormattedMessage id="portal.auth.verify.trust" />}
          checked={trust}
          onChange={(event) => setTrust(event.target.checked)}
        />
        <Button type="submit" loading={form.busy}>
          <FormattedMessage id="portal.auth.verify.submit" />
        </Button>
        <Button type="button" variant="secondary" disabled={wait > 0} onClick={resend}>
          <FormattedMessage id="portal.auth.verify.resend" />
        </Button>
        {wait > 0 && (
          <p>
            <FormattedMessage id="portal.auth.verify.resendIn" values={{ seconds: wait }} />
          </p>
        )}
      </AuthForm>
      <AuthLinks links={[['/logout', 'portal.auth.backToLogin']]} />
      {DEMO_BUILD && <DemoMailboxLink />}
    </>
  );
}
