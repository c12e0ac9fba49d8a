// The call of the booking change widget's first view, for a host that starts it with its own code
// (the portal's route loader): the same options the widget reads, so the call is made once.
// An entry of its own (`@sakhli/widgets/queries/booking-change`): a loader imports it lazily,
// without the widget's code, so keep it free of components and texts.
import {
  bookingChangeQuery,
  guestBookingQuery,
  type GuestBookingToken,
  type Language,
  type SakhliClient,
} from '@sakhli/sdk';
import { resolveBookingLink } from './bookingLink';

/** The query a link opens in `mode`: the proposed change, or the booking to cancel. */
export const linkQuery = (
  client: SakhliClient,
  link: GuestBookingToken,
  mode: 'change' | 'cancel',
) => (mode === 'cancel' ? guestBookingQuery(client, link) : bookingChangeQuery(client, link));

/**
 * The query `<BookingChange fromUrl url={href} mode={mode} />` makes as it opens, in a provider
 * of `language`: the proposed change or the booking to cancel. None when the link has no booking.
 */
export function bookingChangeQueries(
  client: SakhliClient,
  { href, mode, language }: { href: string; mode: 'change' | 'cancel'; language: Language },
) {
  const link = resolveBookingLink({ fromUrl: true }, href, language);
  if (!link) return [];
  return [linkQuery(client, link, mode)];
}
