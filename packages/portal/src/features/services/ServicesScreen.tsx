// /services (spec §2): per apartment and booking, what can be ordered and what was (api/services/
// {bookingId}), the booking's invoices, the "Order services" form, and the apartment's digital keys
// (a panel the route passes in: features do not import each other). The chosen apartment and
// booking live in the address (`?apartment=&booking=`), so a link, a reload or Back finds them.
import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import {
  apartmentBookingsQuery,
  apartmentsQuery,
  bookingInvoicesQuery,
  bookingServicesQuery,
  errorsInPlace,
  type BookingSummary,
  type ServiceInvoice,
  type ServiceOrder,
} from '@sakhli/sdk';
import {
  apiMessage,
  DataTable,
  DateTimeText,
  EmptyState,
  ErrorState,
  formatDate,
  LoadingState,
  Money,
  SelectField,
  tbilisiDay,
  useLanguage,
  useSakhliClient,
  WithCatalog,
  type TableColumn,
} from '@sakhli/widgets';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';
import { OrderServicesButton } from './OrderServicesButton';
import { InvoiceStatus, OrderStatus, Section } from './parts';
import { servicesMessages } from './messages';

const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${t('space4')};
`;

const Offers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${t('space3')};
  margin: 0 0 ${t('space4')};
  padding: 0;
  list-style: none;
  li {
    padding: ${t('space4')};
    border: 1px solid ${t('colorBorderSubtle')};
    border-radius: ${t('radiusMd')};
  }
  p {
    margin: ${t('space1')} 0 0;
    color: ${t('colorTextMuted')};
  }
`;

export interface ServicesScreenProps {
  /** The chosen apartment's digital keys, placed under its services. */
  KeysPanel?: ComponentType<{ apartmentId: number }>;
}

/** The screen with its texts (they ship with this chunk, not the portal's first load). */
export function ServicesScreen(props: ServicesScreenProps) {
  return (
    <WithCatalog catalog={servicesMessages}>
      <Services {...props} />
    </WithCatalog>
  );
}

/**
 * The booking shown first: the newest approved stay (services are for a stay), else the newest not
 * canceled, else the newest (the list is newest arrival first).
 */
export function defaultBooking(bookings: readonly BookingSummary[]): BookingSummary | undefined {
  return (
    bookings.find((b) => b.status === 'approved') ??
    bookings.find((b) => b.status !== 'canceled') ??
    bookings[0]
  );
}

function Services({ KeysPanel }: ServicesScreenProps) {
  const intl = useIntl();
  const language = useLanguage();
  const say = (id: string) => intl.formatMessage({ id });
  // Failures are shown here with a retry: the policy does not toast them too.
  const client = errorsInPlace(useSakhliClient());
  const search = useSearch({ strict: false }) as { apartment?: number; booking?: number };
  const navigate = useNavigate({ from: '/services' });
  const apartments = useQuery(apartmentsQuery(client));
  const apartmentId = search.apartment ?? apartments.data?.[0]?.id;
  const bookings = useQuery({
    ...apartmentBookingsQuery(client, apartmentId ?? 0),
    enabled: apartmentId !== undefined,
  });
  const bookingId =
    search.booking ?? (bookings.data ? defaultBooking(bookings.data)?.id : undefined);

  if (apartments.isPending) {
    return (
      <>
        <ScreenHeading id="portal.title.services" />
        <LoadingState lines={5} />
      </>
    );
  }
  if (apartments.error) {
    return (
      <>
        <ScreenHeading id="portal.title.services" />
        <ErrorState
          message={apiMessage(intl, apartments.error)}
          onRetry={() => void apartments.refetch()}
          retrying={apartments.isFetching}
        />
      </>
    );
  }
  if (apartmentId === undefined) {
    return (
      <>
        <ScreenHeading id="portal.title.services" />
        <EmptyState
          title={say('portal.services.noApartments')}
          description={say('portal.services.noApartmentsText')}
        />
      </>
    );
  }

  const bookingOptions = (bookings.data ?? []).map((b) => ({
    value: String(b.id),
    label: intl.formatMessage(
      { id: 'portal.services.bookingOption' },
      {
        guest: b.guest_name,
        from: formatDate(b.income_date, language),
        to: formatDate(b.exit_date, language),
      },
    ),
  }));

  return (
    <>
      <ScreenHeading id="portal.title.services" />
      <Pickers>
        <SelectField
          label={say('portal.services.apartment')}
          placeholder={false}
          value={String(apartmentId)}
          options={apartments.data.map((a) => ({ value: String(a.id), label: a.address }))}
          onChange={(event) => void navigate({ search: { apartment: Number(event.target.value) } })}
        />
        {bookingOptions.length > 0 && (
          <SelectField
            label={say('portal.services.booking')}
            placeholder={false}
            value={bookingId === undefined ? '' : String(bookingId)}
            options={bookingOptions}
            onChange={(event) =>
              void navigate({
                search: { apartment: apartmentId, booking: Number(event.target.value) },
              })
            }
          />
        )}
      </Pickers>
      {bookings.isPending ? (
        <LoadingState heading={false} lines={3} />
      ) : bookings.error ? (
        <ErrorState
          message={apiMessage(intl, bookings.error)}
          onRetry={() => void bookings.refetch()}
          retrying={bookings.isFetching}
        />
      ) : bookingId === undefined ? (
        <EmptyState
          title={say('portal.services.noBookings')}
          description={say('portal.services.noBookingsText')}
        />
      ) : (
        <BookingServicesView
          bookingId={bookingId}
          // A canceled stay takes no new orders (the API refuses them: 409).
          canOrder={bookings.data?.find((b) => b.id === bookingId)?.status !== 'canceled'}
        />
      )}
      {KeysPanel && <KeysPanel apartmentId={apartmentId} />}
    </>
  );
}

function BookingServicesView({ bookingId, canOrder }: { bookingId: number; canOrder: boolean }) {
  const intl = useIntl();
  const language = useLanguage();
  const say = (id: string) => intl.formatMessage({ id });
  const client = errorsInPlace(useSakhliClient());
  const services = useQuery(bookingServicesQuery(client, bookingId));
  const invoices = useQuery(bookingInvoicesQuery(client, bookingId));

  const orderColumns: TableColumn<ServiceOrder>[] = [
    {
      key: 'id',
      label: say('portal.services.ordered'),
      render: (order) => (
        <TextLink
          to="/bookings/$bookingId/orders/$orderId"
          params={{ bookingId: String(bookingId), orderId: String(order.id) }}
        >
          {intl.formatMessage(
            { id: 'portal.services.orderLink' },
            { number: order.id, date: formatDate(tbilisiDay(order.ordered_at), language) },
          )}
        </TextLink>
      ),
    },
    {
      key: 'lines',
      label: say('portal.services.service'),
      value: (order) => order.lines.map((l) => `${l.name} × ${l.quantity}`).join(', '),
    },
    { key: 'total', label: say('portal.services.total'), type: 'money' },
    {
      key: 'status',
      label: say('portal.services.invoiceStatus'),
      render: (order) => <OrderStatus status={order.status} />,
    },
  ];

  const invoiceColumns: TableColumn<ServiceInvoice>[] = [
    { key: 'number', label: say('portal.services.invoiceNumber') },
    {
      key: 'issued_at',
      label: say('portal.services.issued'),
      render: (invoice) => <DateTimeText value={invoice.issued_at} />,
    },
    { key: 'amount', label: say('portal.services.amount'), type: 'money' },
    { key: 'vat', label: say('portal.services.vat'), type: 'money' },
    { key: 'total', label: say('portal.services.total'), type: 'money' },
    {
      key: 'status',
      label: say('portal.services.invoiceStatus'),
      render: (invoice) => <InvoiceStatus status={invoice.status} />,
    },
  ];

  return (
    <>
      <Section aria-labelledby="services-catalog">
        <h2 id="services-catalog">{say('portal.services.catalog')}</h2>
        {services.isPending ? (
          <LoadingState heading={false} lines={3} label={say('portal.services.catalog')} />
        ) : services.error ? (
          <ErrorState
            message={apiMessage(intl, services.error)}
            onRetry={() => void services.refetch()}
            retrying={services.isFetching}
          />
        ) : services.data.catalog.length === 0 ? (
          <p>{say('portal.services.catalogEmpty')}</p>
        ) : (
          <>
            <Offers>
              {services.data.catalog.map((offer) => (
                <li key={offer.id}>
                  <strong>{offer.name}</strong>
                  <p>
                    {intl.formatMessage(
                      { id: 'portal.services.perUnit' },
                      { price: <Money key="price" amount={offer.price} />, unit: offer.unit },
                    )}
                  </p>
                  {offer.description && <p>{offer.description}</p>}
                </li>
              ))}
            </Offers>
            {canOrder && <OrderServicesButton bookingId={bookingId} />}
          </>
        )}
      </Section>
      {/* A failed load is said once, above, with its retry. */}
      {!services.error && (
        <Section aria-labelledby="services-ordered">
          <h2 id="services-ordered">{say('portal.services.ordered')}</h2>
          <DataTable<ServiceOrder>
            caption={say('portal.services.ordered')}
            hideCaption
            emptyMessage={say('portal.services.orderedEmpty')}
            columns={orderColumns}
            filters={false}
            rows={services.data?.orders}
            loading={services.isPending}
          />
        </Section>
      )}
      <Section aria-labelledby="services-invoices">
        <h2 id="services-invoices">{say('portal.services.invoices')}</h2>
        <DataTable<ServiceInvoice>
          caption={say('portal.services.invoices')}
          hideCaption
          emptyMessage={say('portal.services.invoicesEmpty')}
          columns={invoiceColumns}
          filters={false}
          rows={invoices.data}
          loading={invoices.isPending}
          error={invoices.error ? apiMessage(intl, invoices.error) : undefined}
          onRetry={() => void invoices.refetch()}
        />
      </Section>
    </>
  );
}
