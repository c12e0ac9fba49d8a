// /bookings/{id}/orders as the route shows it: the booking details screen with the services
// feature's "Order services" beside its orders and, when the booking has a digital key (`key_id`),
// the keys feature's panel of that key (its door history). The app composes the three features
// (features do not import each other), in one chunk of its own.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useSakhliClient } from '@sakhli/widgets';
import { BookingDetailsScreen } from '../../features/booking-details/BookingDetailsScreen';
import { bookingDetailsQuery } from '../../features/booking-details/queries';
import { NewBookingButton } from '../../features/bookings/NewBookingButton';
import { newBookingFrom } from '../../features/bookings/NewBookingValues';
import { KeysPanel } from '../../features/keys/KeysPanel';
import { OrderServicesButton } from '../../features/services/OrderServicesButton';

export function BookingWithServices() {
  const { bookingId } = useParams({ from: '/main/bookings/$bookingId/orders' });
  const id = Number(bookingId);
  const navigate = useNavigate();
  // The screen's own booking query (same key): read from the cache, never asked for twice.
  const booking = useQuery(bookingDetailsQuery(useSakhliClient(), id)).data;
  return (
    <BookingDetailsScreen
      // A canceled stay takes no new orders (the API refuses them: 409).
      orderServicesAction={
        booking && booking.status !== 'canceled' ? (
          <OrderServicesButton bookingId={id} />
        ) : undefined
      }
      bookAgainAction={(data, label) => (
        <NewBookingButton
          label={label}
          initial={newBookingFrom(data)}
          onCreated={(created) =>
            void navigate({
              to: '/bookings/$bookingId/orders',
              params: { bookingId: String(created.id) },
            })
          }
        />
      )}
      keysPanel={
        booking?.key_id ? (
          <KeysPanel apartmentId={booking.apartment.id} keyId={booking.key_id} />
        ) : undefined
      }
    />
  );
}
