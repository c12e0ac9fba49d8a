// A form's request: nothing is sent while a field has an error, the form is busy while it runs, and
// a failure is said in place in the server's words (spec §8: errors belong where the user looks).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { serverText } from './parts';

/** `fallbackId`: the message when the server gives none (e.g. "Username or password are incorrect."). */
export function useFormRequest(fallbackId?: string) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  /** Forgets the last failure, then runs `request` unless one of `fieldErrors` is set. */
  const send = async (
    fieldErrors: Record<string, string | undefined>,
    request: () => Promise<unknown>,
  ) => {
    setFailure(undefined);
    if (Object.values(fieldErrors).some(Boolean)) return;
    setBusy(true);
    try {
      await request();
    } catch (error) {
      setFailure(serverText(error, intl, fallbackId));
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, send };
}
