// The booking as the guest sees it on the cancel page: status (spec §4 colours, with a label), stay, payment.
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { GuestBooking } from '@sakhli/sdk';
import { containerQuery, vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { StatusBadge } from '../ui/StatusBadge';
import { Dates, Guests, Nights } from './parts';

const List = styled('dl', dom)`
  display: grid;
  grid-template-columns: 1fr;
  align-items: baseline;
  gap: ${vars.space1} ${vars.space4};
  margin: 0;
  dt {
    color: ${vars.colorTextMuted};
    font-size: ${vars.fontSizeSm};
  }
  dd {
    margin: 0 0 ${vars.space2};
    overflow-wrap: anywhere;
  }
  ${containerQuery.sm} {
    grid-template-columns: minmax(120px, 30%) 1fr;
    dd {
      margin: 0;
    }
  }
`;

const KNOWN_PAYMENTS = new Set(['cash', 'card', 'bank_transfer']);

export function BookingDetails({ booking }: { booking: GuestBooking }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const guest = [booking.guest.name, booking.guest.second_name, booking.guest.last_name]
    .filter(Boolean)
    .join(' ');
  return (
    <List part="details">
      <dt>{say('bookingChange.term.status')}</dt>
      <dd>
        <StatusBadge status={booking.status} />
      </dd>
      <dt>{say('bookingChange.term.apartment')}</dt>
      <dd>{booking.apartment.address}</dd>
      <dt>{say('bookingChange.term.dates')}</dt>
      <dd>
        <Dates stay={booking} />
      </dd>
      <dt>{say('bookingChange.term.nights')}</dt>
      <dd>
        <Nights count={booking.nights} />
      </dd>
      <dt>{say('bookingChange.term.guests')}</dt>
      <dd>
        <Guests stay={booking} />
      </dd>
      {guest && (
        <>
          <dt>{say('bookingChange.term.guest')}</dt>
          <dd>{guest}</dd>
        </>
      )}
      <dt>{say('bookingChange.term.payment')}</dt>
      <dd>
        {KNOWN_PAYMENTS.has(booking.payment_type)
          ? say(`bookingChange.payment.${booking.payment_type}`)
          : booking.payment_type}
      </dd>
      <dt>{say('bookingChange.term.comment')}</dt>
      <dd>{booking.comment || say('bookingChange.noComment')}</dd>
    </List>
  );
}
