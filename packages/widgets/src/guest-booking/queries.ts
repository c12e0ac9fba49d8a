// The calls of the guest booking widget's first view, for a host that starts them with its own code
// (the portal's QR route loader): the same options the widget reads, so each call is made once.
// An entry of its own (`@sakhli/widgets/queries/guest-booking`): a loader imports it lazily,
// without the widget's code, so keep it free of components and texts.
import {
  countriesQuery,
  errorsInPlace,
  guestApartmentQuery,
  guestApartmentSummaryQuery,
  type SakhliClient,
} from '@sakhli/sdk';
import { resolveLink, type LinkInputs } from './guestLink';

/**
 * What `<GuestBooking apartmentId hash timeHash />` asks for as it opens: the apartment behind the
 * QR link (e-mail step), or the reservation window and the countries (booking step; the booked
 * nights wait for the window, as in the widget). None when the link names no apartment.
 */
export function guestBookingQueries(
  client: SakhliClient,
  inputs: Pick<LinkInputs, 'apartmentId' | 'hash' | 'timeHash'>,
) {
  const link = resolveLink(inputs, '');
  if (!link) return [];
  // The widget says the link check's failure in place (EmailStep), so it is not toasted too.
  if (!link.timeHash) return [guestApartmentSummaryQuery(errorsInPlace(client), link)];
  return [
    guestApartmentQuery(client, { ...link, timeHash: link.timeHash }),
    // Said above the form with its retry (BookingStep), so not toasted too.
    countriesQuery(errorsInPlace(client)),
  ];
}
