// Step 1 (spec §2 /qr/booking/{apartmentId}/{hash}): the apartment, then the e-mail that gets the link.
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { guestApartmentSummaryQuery, type GuestLink } from '@sakhli/sdk';
import { useInPlaceClient } from '../shell/context';
import { isRefusal } from '../shell/refusal';
import { Alert } from '../ui/Alert';
import { ErrorState, LoadingState } from '../ui/States';
import { ApartmentSummary } from './ApartmentSummary';
import { loadBookingStep } from './bookingStepCode';
import { apiMessage } from '../ui/apiMessage';
import { handOffForm } from './formMemory';
import { emptyGuestForm } from './guestFormValues';
import { LinkRequest } from './LinkRequest';
import { Heading, Stack, Text } from './parts';

export interface EmailStepProps {
  link: GuestLink;
  /** The widget instance whose stored answers these are. */
  instance: string;
}

export function EmailStep({ link, instance }: EmailStepProps) {
  const intl = useIntl();
  // Its failure is said here (not toasted too); a 404 is still the host's not-found.
  const client = useInPlaceClient();
  const apartment = useQuery({ ...guestApartmentSummaryQuery(client, link), retry: false });

  // spec §8: an unknown link says "address is invalid or has already been used" in place.
  if (apartment.isError && isRefusal(apartment.error)) {
    return <Alert tone="error">{apiMessage(intl, apartment.error)}</Alert>;
  }
  // The connection, the server or a garbled answer: no verdict on the link, so the guest may try
  // again (issue 27 §1: without it the QR link was a dead end until the page was reloaded).
  if (apartment.isError) {
    return (
      <ErrorState
        message={apiMessage(intl, apartment.error)}
        onRetry={() => void apartment.refetch()}
        retrying={apartment.isFetching}
      />
    );
  }
  // Issue 28 §5: the step's own texts and field need no data, so they show with the code; only
  // the apartment waits for its call (a skeleton of its box), one round trip less before a paint.
  return (
    <Stack>
      {apartment.isPending ? (
        <LoadingState lines={3} />
      ) : (
        <ApartmentSummary apartment={apartment.data} />
      )}
      <EmailRequest link={link} instance={instance} />
    </Stack>
  );
}

/**
 * The step's texts and its e-mail form. Memoised: the apartment's answer re-renders only its own
 * box, not the form (issue 28 §5: that render was the last long task of the lite embed's load).
 */
const EmailRequest = memo(function EmailRequest({ link, instance }: EmailStepProps) {
  const intl = useIntl();
  return (
    <>
      <Heading>{intl.formatMessage({ id: 'guestBooking.email.heading' })}</Heading>
      <Text>{intl.formatMessage({ id: 'guestBooking.email.intro' })}</Text>
      {/* The new tab the e-mailed link opens starts the guest form with this address. */}
      <LinkRequest
        link={link}
        // issue 28 §3: the e-mailed link opens the booking step; its code is fetched while the
        // guest types, so it comes from the cache then. A failed fetch is tried again there.
        onTyping={() => void loadBookingStep().catch(() => {})}
        onSent={(email, windowMs) =>
          handOffForm(
            link.apartmentId,
            { ...emptyGuestForm, email },
            Date.now() + windowMs,
            instance,
          )
        }
      />
    </>
  );
});
