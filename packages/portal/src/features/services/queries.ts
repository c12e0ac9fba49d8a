// What /services and /bookings/{id}/orders/{orderId} read as they open, for their route loaders to
// import lazily (a small chunk of its own): the same options the screens read, so each call is made
// once. Keep it free of components and texts. The screens show every failure in place, with a
// retry, so none is toasted too (`errorsInPlace`).
import type { QueryClient } from '@tanstack/react-query';
import {
  apartmentBookingsQuery,
  apartmentsQuery,
  bookingInvoicesQuery,
  bookingServicesQuery,
  errorsInPlace,
  isApiError,
  serviceInvoiceQuery,
  serviceKeys,
  type BookingServices,
  type ServiceInvoice,
  type SakhliClient,
} from '@sakhli/sdk';

/** Which apartment and booking /services shows (its address: `?apartment=&booking=`). */
export interface ServicesChoice {
  apartment?: number;
  booking?: number;
}

/** A booking's services (catalog and orders) and its invoices. */
export function bookingServicesQueries(client: SakhliClient, bookingId: number) {
  client = errorsInPlace(client);
  return [bookingServicesQuery(client, bookingId), bookingInvoicesQuery(client, bookingId)];
}

/**
 * /services: the user's apartments; with an apartment in the address, its bookings; with a booking,
 * its services and invoices. Without them the screen picks the first and asks for them then.
 */
export function servicesScreenQueries(client: SakhliClient, choice: ServicesChoice) {
  const inPlace = errorsInPlace(client);
  return [
    apartmentsQuery(inPlace),
    ...(choice.apartment ? [apartmentBookingsQuery(inPlace, choice.apartment)] : []),
    ...(choice.booking ? bookingServicesQueries(client, choice.booking) : []),
  ];
}

/**
 * /bookings/{id}/orders/{orderId}: the booking's services (the order is among them) and invoices
 * (the order's invoice is found there; its lines come with `api/services/invoices/{id}` once known).
 */
export function bookingOrderQueries(client: SakhliClient, bookingId: number) {
  return bookingServicesQueries(client, bookingId);
}

/**
 * After {@link bookingOrderQueries} settled: the booking is not the user's (404), or it has no such
 * order. The route then shows the not-found page (spec §8).
 */
export function orderIsMissing(queryClient: QueryClient, bookingId: number, orderId: number) {
  const state = queryClient.getQueryState<BookingServices>(serviceKeys.ofBooking(bookingId));
  if (isApiError(state?.error) && state.error.status === 404) return true;
  return !!state?.data && !state.data.orders.some((o) => o.id === orderId);
}

/**
 * After {@link bookingOrderQueries} settled: the order's invoice detail (its VAT rate) starts here,
 * with the route, rather than when the screen first renders the invoice's known facts.
 */
export function startOrderInvoice(
  client: SakhliClient,
  queryClient: QueryClient,
  bookingId: number,
  orderId: number,
) {
  const invoices = queryClient.getQueryData<ServiceInvoice[]>(serviceKeys.invoices(bookingId));
  const invoice = invoices?.find((i) => i.order_id === orderId);
  if (invoice)
    void queryClient.prefetchQuery(serviceInvoiceQuery(errorsInPlace(client), invoice.id));
}
