// /bookings/{bookingId}/orders/{orderId} (spec §2 one order): the order's services, its total and
// its invoice. The order comes from the booking's services (api/services/{bookingId}), its invoice
// from the booking's invoices, with the invoice's VAT rate from api/services/invoices/{id}. An order
// that is not the user's never reaches this screen: the route's loader sends it to /404.
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import {
  bookingInvoicesQuery,
  bookingServicesQuery,
  errorsInPlace,
  serviceInvoiceQuery,
} from '@sakhli/sdk';
import {
  apiMessage,
  DateTimeText,
  ErrorState,
  FailedInPlace,
  LoadingState,
  Money,
  useSakhliClient,
  WithCatalog,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';
import { InvoiceFacts, OrderLines, OrderStatus, Section } from './parts';
import { servicesMessages } from './messages';

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t('space3')};
  margin: 0 0 ${t('space4')};
`;

const Total = styled.p`
  margin: ${t('space3')} 0 0;
  font-weight: ${t('fontWeightBold')};
`;

/** The screen with its texts (they ship with this chunk, not the portal's first load). */
export function BookingOrderScreen() {
  return (
    <WithCatalog catalog={servicesMessages}>
      <OrderPage />
    </WithCatalog>
  );
}

function OrderPage() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  // Failures are shown here with a retry: the policy does not toast them too.
  const client = errorsInPlace(useSakhliClient());
  const params = useParams({ strict: false }) as { bookingId: string; orderId: string };
  const bookingId = Number(params.bookingId);
  const orderId = Number(params.orderId);
  const services = useQuery(bookingServicesQuery(client, bookingId));
  const invoices = useQuery(bookingInvoicesQuery(client, bookingId));
  const order = services.data?.orders.find((o) => o.id === orderId);
  const invoice = invoices.data?.find((i) => i.order_id === orderId);
  const detail = useQuery({
    ...serviceInvoiceQuery(client, invoice?.id ?? 0),
    enabled: invoice !== undefined,
  });

  const back = (
    <p>
      <TextLink to="/bookings/$bookingId/orders" params={{ bookingId: String(bookingId) }}>
        {say('portal.order.back')}
      </TextLink>
    </p>
  );

  if (services.isPending) {
    return (
      <>
        <ScreenHeading id="portal.title.bookingOrder" />
        <LoadingState lines={4} label={say('portal.order.caption')} />
      </>
    );
  }
  if (services.error || !order) {
    return (
      <>
        <ScreenHeading id="portal.title.bookingOrder" />
        {back}
        <ErrorState
          message={apiMessage(intl, services.error)}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
        />
      </>
    );
  }

  return (
    <>
      <ScreenHeading id="portal.title.bookingOrder" />
      {back}
      <Summary>
        <span>
          {intl.formatMessage(
            { id: 'portal.order.summary' },
            {
              number: order.id,
              booking: bookingId,
              date: <DateTimeText key="at" value={order.ordered_at} />,
            },
          )}
        </span>
        <OrderStatus status={order.status} />
      </Summary>
      <Section aria-labelledby="order-lines">
        <h2 id="order-lines">{say('portal.order.caption')}</h2>
        <OrderLines lines={order.lines} caption={say('portal.order.caption')} />
        <Total>
          {say('portal.services.total')}: <Money amount={order.total} fractionDigits={2} />
        </Total>
      </Section>
      <Section aria-labelledby="order-invoice">
        <h2 id="order-invoice">{say('portal.order.invoice')}</h2>
        {invoices.isPending ? (
          <LoadingState heading={false} lines={5} label={say('portal.order.invoice')} />
        ) : invoices.error ? (
          <ErrorState
            message={apiMessage(intl, invoices.error)}
            onRetry={() => void invoices.refetch()}
            retrying={invoices.isFetching}
          />
        ) : invoice ? (
          <>
            <InvoiceFacts invoice={invoice} vatRate={detail.data?.vat_rate} />
            {/* The VAT rate comes with the invoice's own call: its wait and its failure are said
                under the facts already known (issue 27 §1), never a rate silently missing. */}
            {detail.isPending && (
              <LoadingState heading={false} lines={1} label={say('portal.order.invoice')} />
            )}
            <FailedInPlace query={detail} title={say('portal.order.vatFailed')} />
          </>
        ) : (
          <p>{say('portal.order.noInvoice')}</p>
        )}
      </Section>
    </>
  );
}
