// The booking change's heading "… № 123" over a skeleton while the booking loads: any link with a
// booking and a token, in the link's language (an e-mailed link's address sets the guest's), in
// its mode's variant.
import { resolveBookingLink } from '../../../booking-change/bookingLink';
import { flag, input, languageOf, type Fit } from './inputs';

export const fit: Fit = (element, page) => {
  const link = resolveBookingLink(
    {
      bookingId: Number(input(element, 'bookingId', 'booking-id')) || undefined,
      token: (element as { token?: string }).token,
      fromUrl: flag(element, 'fromUrl', 'from-url'),
    },
    location.href,
    languageOf(element, page),
  );
  if (!link) return undefined;
  const cancel = input(element, 'mode', 'mode') === 'cancel';
  return { language: link.lang, number: link.bookingId, ...(cancel ? { variant: 'cancel' } : {}) };
};
