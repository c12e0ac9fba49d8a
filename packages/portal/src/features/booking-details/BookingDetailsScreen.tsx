// /bookings/{id}/orders (spec §2, issue 25 §3): opens on the booking — every field of spec §3, its
// apartment, the 48-hour countdown of a host-created booking (spec §4), the host's actions — and
// lists the booking's service orders. Its data comes with the route (queries.ts). Other features'
// parts come in as props: the app composes them (app/compose/BookingWithServices.tsx).
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { Booking } from '@sakhli/sdk';
import {
  apiMessage,
  ErrorState,
  LoadingState,
  useSakhliClient,
  WithCatalog,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { TextLink } from '../../app/layout/primitives';
import { AcceptCountdown } from './AcceptCountdown';
import { BookingActions } from './BookingActions';
import { ApartmentFacts, GuestFacts, StayFacts } from './BookingFacts';
import { OrdersList } from './OrdersList';
import { bookingDetailsMessages } from './messages';
import { bookingDetailsQuery } from './queries';

export interface BookingDetailsScreenProps {
  /** The services feature's "Order services" action, shown with the orders. */
  orderServicesAction?: ReactNode;
  /** The keys feature's panel of the booking's key, below the orders (only a booking with one). */
  keysPanel?: ReactNode;
  /** The bookings feature's "Book again for a guest" among the actions, given this booking and the label. */
  bookAgainAction?: (booking: Booking, label: string) => ReactNode;
}

/** The screen with its texts (they ship with this chunk, not the portal's first load). */
export function BookingDetailsScreen(props: BookingDetailsScreenProps) {
  return (
    <WithCatalog catalog={bookingDetailsMessages}>
      <BookingDetails {...props} />
    </WithCatalog>
  );
}

function BookingDetails({
  orderServicesAction,
  keysPanel,
  bookAgainAction,
}: BookingDetailsScreenProps) {
  const intl = useIntl();
  const { bookingId } = useParams({ strict: false }) as { bookingId: string };
  const id = Number(bookingId);
  const booking = useQuery(bookingDetailsQuery(useSakhliClient(), id));
  const refetch = booking.refetch;
  // At the deadline the server declines it (spec §4): show its answer, not a guess.
  const onExpire = useCallback(() => void refetch(), [refetch]);
  const say = (key: string) => intl.formatMessage({ id: key });
  const data = booking.data;

  return (
    <>
      <ScreenHeading id="portal.booking.heading" values={{ id: bookingId }} />
      <p>
        <TextLink to="/bookings">{say('portal.booking.backToList')}</TextLink>
      </p>
      {booking.isPending ? (
        <LoadingState lines={8} label={say('portal.booking.loading')} />
      ) : booking.isError && !data ? (
        <ErrorState
          message={apiMessage(intl, booking.error)}
          onRetry={() => void booking.refetch()}
          retrying={booking.isFetching}
        />
      ) : data ? (
        <>
          {data.status === 'new' && data.accept_until && (
            <AcceptCountdown until={data.accept_until} onExpire={onExpire} />
          )}
          <BookingActions booking={data}>
            {bookAgainAction?.(data, say('portal.booking.bookAgain'))}
          </BookingActions>
          <StayFacts booking={data} />
          <GuestFacts booking={data} />
          <ApartmentFacts booking={data} />
          <OrdersList bookingId={id} orderServicesAction={orderServicesAction} />
          {keysPanel}
        </>
      ) : null}
    </>
  );
}
