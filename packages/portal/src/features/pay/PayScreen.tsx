// /pay/{apartment_id}/{type} (spec §2): finds what the service owes, then after 3 s starts the
// payment (POST api/pay/{type}/{epCode}) and goes to the provider's page.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  apartmentsBillingQuery,
  FALLBACK_ERROR_MESSAGE_ID,
  safeLinkOf,
  startPayment,
  utilityTypes,
  type UtilityType,
} from '@sakhli/sdk';
import { Alert, Button, formatMoney, useSakhliClient } from '@sakhli/widgets';
import { useSnapshot } from 'valtio';
import { usePortal } from '../../app/portalContext';
import { EmptyState, LinkButton } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { startPaymentCountdown } from './paymentRedirect';

function isUtilityType(value: string): value is UtilityType {
  return (utilityTypes as readonly string[]).includes(value);
}

export function PayScreen() {
  const client = useSakhliClient();
  const portal = usePortal();
  const intl = useIntl();
  const { language } = useSnapshot(portal.session);
  const params = useParams({ strict: false }) as { apartment_id?: string; type?: string };
  const billing = useQuery(apartmentsBillingQuery(client));
  const line = billing.data
    ?.find((apartment) => String(apartment.apartment_id) === params.apartment_id)
    ?.lines.find((entry) => entry.type === params.type && isUtilityType(entry.type));
  const [seconds, setSeconds] = useState<number>();
  const [canceled, setCanceled] = useState(false);

  useEffect(() => {
    if (!line || line.debt <= 0 || canceled) return;
    return startPaymentCountdown(() => {
      void startPayment(client, line.type, line.ep_code, {
        serviceId: line.service_id,
        sum: line.debt,
      }).then(({ url }) => {
        // issue 16 §4: the browser goes only where the SDK's link rule allows (https: or ours).
        const link = safeLinkOf(url, window.location.href);
        if (link) window.location.assign(link.href);
        else portal.toasts.show(intl.formatMessage({ id: FALLBACK_ERROR_MESSAGE_ID }));
      });
    }, setSeconds);
  }, [client, line, canceled, portal, intl]);

  return (
    <>
      <ScreenHeading id="portal.title.pay" />
      {billing.isPending && (
        <p role="status">
          <FormattedMessage id="portal.loading" />
        </p>
      )}
      {billing.isSuccess && (!line || line.debt <= 0) && (
        <EmptyState>
          <p>
            <FormattedMessage id="portal.pay.nothingDue" />
          </p>
          <LinkButton to="/home">
            <FormattedMessage id="portal.backHome" />
          </LinkButton>
        </EmptyState>
      )}
      {line && line.debt > 0 && (
        <EmptyState>
          <p>{formatMoney(line.debt, language)}</p>
          {canceled ? (
            <Alert tone="info">
              <FormattedMessage id="portal.pay.canceled" />
            </Alert>
          ) : (
            <>
              <p role="status">
                <FormattedMessage id="portal.pay.redirecting" values={{ seconds: seconds ?? 3 }} />
              </p>
              <Button variant="secondary" onClick={() => setCanceled(true)}>
                <FormattedMessage id="portal.pay.cancel" />
              </Button>
            </>
          )}
        </EmptyState>
      )}
    </>
  );
}
