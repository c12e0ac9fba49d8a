// The booking's service orders (spec §3 Service order; GET api/services/{bookingId}), each a link to
// its own screen (/bookings/{id}/orders/{orderId}). The "Order services" action of that screen's
// feature goes in the `orderServicesAction` slot, beside the heading.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import {
  apiMessage,
  DateText,
  ErrorState,
  LoadingState,
  Money,
  StatusBadge,
  useSakhliClient,
  type StatusTone,
} from '@sakhli/widgets';
import type { ServiceOrder } from '@sakhli/sdk';
import { EmptyState, TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';
import { Section } from './BookingFacts';
import { bookingOrdersQuery } from './queries';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${t('space3')};
  margin-bottom: ${t('space3')};
  h2 {
    margin: 0;
  }
`;

const Orders = styled.ul`
  display: grid;
  gap: ${t('space3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Order = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t('space2')} ${t('space4')};
  padding: ${t('space3')} ${t('space4')};
  border: 1px solid ${t('colorBorderSubtle')};
  border-radius: ${t('radiusMd')};
  > a {
    flex: 1 1 12rem;
    font-weight: ${t('fontWeightBold')};
  }
`;

const orderTone: Record<ServiceOrder['status'], StatusTone> = {
  ordered: 'info',
  done: 'success',
  canceled: 'danger',
};

export interface OrdersListProps {
  bookingId: number;
  /** Where the services feature puts its "Order services" action (a button or link). */
  orderServicesAction?: ReactNode;
}

export function OrdersList({ bookingId, orderServicesAction }: OrdersListProps) {
  const intl = useIntl();
  const services = useQuery(bookingOrdersQuery(useSakhliClient(), bookingId));
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const orders = services.data?.orders ?? [];

  return (
    <Section aria-labelledby="booking-orders">
      <Heading>
        <h2 id="booking-orders">{say('portal.booking.section.orders')}</h2>
        {orderServicesAction}
      </Heading>
      {services.isPending ? (
        <LoadingState heading={false} lines={2} />
      ) : services.isError ? (
        <ErrorState
          message={apiMessage(intl, services.error)}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
        />
      ) : orders.length === 0 ? (
        <EmptyState>
          <p>{say('portal.booking.orders.empty')}</p>
        </EmptyState>
      ) : (
        <Orders>
          {orders.map((order) => (
            <Order key={order.id}>
              <TextLink
                to="/bookings/$bookingId/orders/$orderId"
                params={{ bookingId: String(bookingId), orderId: String(order.id) }}
              >
                {say('portal.booking.orders.order', { id: order.id })}
              </TextLink>
              <DateText value={new Date(order.ordered_at)} />
              <span>{say('portal.booking.orders.items', { count: order.lines.length })}</span>
              <StatusBadge
                tone={orderTone[order.status]}
                label={say(`portal.booking.orders.${order.status}`)}
              />
              <Money amount={order.total} />
            </Order>
          ))}
        </Orders>
      )}
    </Section>
  );
}
