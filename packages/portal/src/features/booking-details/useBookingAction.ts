// One host action on a booking (spec §4: accept PATCH, decline DELETE, key PUT): one request however
// often it is clicked, the server's success message as a toast (spec §8), the answer in the cache at
// once and every list of bookings invalidated through the SDK's key factories; after a failure
// (a 409 above all: someone else acted first) the booking is fetched again, so the screen shows
// the server's state, and the reason is said in place.
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookingKeys,
  keyKeys,
  notificationKeys,
  type Booking,
  type BookingMutationOptions,
  type SakhliClient,
} from '@sakhli/sdk';
import { useSakhliClient, useToast } from '@sakhli/widgets';

type BookingCall = (
  client: SakhliClient,
  id: number,
  options?: BookingMutationOptions,
) => Promise<Booking & { message?: string }>;

export interface BookingAction {
  /** Sends the call unless one is on its way already. */
  run: () => void;
  pending: boolean;
  /** The last failure, until the next run. */
  error: unknown;
}

export function useBookingAction(
  bookingId: number,
  call: BookingCall,
  /** The SDK's success text, for an answer without a message. */
  successId: string,
  /** After the answer, whichever it was (e.g. close the confirm dialog). */
  onSettled?: () => void,
): BookingAction {
  const client = useSakhliClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const intl = useIntl();
  // A ref, not the mutation's state: a second click can land before React has re-rendered.
  const inFlight = useRef(false);
  const mutation = useMutation({
    // 409 stays silent and a 404 still leads to /404 (spec §8); the rest is said here, in place.
    mutationFn: () => call(client, bookingId, { errors: 'in-place' }),
    onSuccess: ({ message, ...booking }) => {
      queryClient.setQueryData(bookingKeys.detail(bookingId), booking);
      toast.success(message ?? intl.formatMessage({ id: successId }));
      const detail = bookingKeys.detail(bookingId);
      // The calendar, lists and counts change with it; the detail is the answer already.
      void queryClient.invalidateQueries({
        queryKey: bookingKeys.all,
        predicate: ({ queryKey }) => queryKey[1] !== detail[1] || queryKey[2] !== detail[2],
      });
      // The menu's count of new bookings, and the keys an accept or PUT may have issued.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.count() });
      void queryClient.invalidateQueries({ queryKey: keyKeys.all });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.predict(bookingId) });
    },
    onSettled: () => {
      inFlight.current = false;
      onSettled?.();
    },
  });
  return {
    run: () => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate();
    },
    pending: mutation.isPending,
    error: mutation.error,
  };
}
