// /activate?access_id=&token= (spec §7 POST api/auth/activate): activates once, says the outcome
// in place ("Your account has been activated."); the token leaves the address bar at once. A failure
// of the connection or the server offers "Try again" with the token kept (./linkRetry).
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { activate } from '@sakhli/sdk';
import { Alert, apiMessage, useSakhliClient } from '@sakhli/widgets';
import { LinkButton } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { mayTryAgain, TryAgain } from './linkRetry';
import { Links } from './parts';
import { usePortal } from '../../app/portalContext';

export function ActivationScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const search = useSearch({ strict: false }) as { access_id?: string; token?: string };
  const [link] = useState(() => ({ access_id: search.access_id ?? '', token: search.token ?? '' }));
  const portal = usePortal();
  const activation = useMutation({ mutationFn: () => activate(client, link) });
  const started = useRef(false);
  useEffect(() => {
    portal.stripQuery();
    // Once only, even when React mounts effects twice: a second POST would find the link used.
    if (started.current) return;
    started.current = true;
    activation.mutate();
  }, [activation, portal]);

  return (
    <>
      <ScreenHeading id="portal.title.activation" />
      {/* Busy while the activation (or its retry) is out: it is under way, not the outcome. */}
      {(activation.isPending || activation.isIdle) && (
        <p role="status" aria-busy="true">
          <FormattedMessage id="portal.auth.activation.working" />
        </p>
      )}
      {activation.isSuccess && (
        <Alert tone="success">
          {activation.data.message ?? intl.formatMessage({ id: 'success.activated' })}
        </Alert>
      )}
      {activation.isError && (
        <Alert
          tone="error"
          action={
            mayTryAgain(activation.error) && (
              <TryAgain busy={false} onClick={() => activation.mutate()} />
            )
          }
        >
          {apiMessage(intl, activation.error, 'error.linkExpired')}
        </Alert>
      )}
      {!activation.isPending && !activation.isIdle && (
        <Links>
          <LinkButton to="/login">
            <FormattedMessage id="portal.backLogin" />
          </LinkButton>
        </Links>
      )}
    </>
  );
}
