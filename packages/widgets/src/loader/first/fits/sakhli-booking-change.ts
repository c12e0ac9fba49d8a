// The booking change's heading "… № 123" over a skeleton while the booking loads: any link with a
// booking and a token, in the link's language (an e-mailed link's address sets the guest's), in
// its mode's variant. Painted, it starts the link's call beside the code (booking-change/firstCall.ts)
// where the widget's client will send it as it is: the page's API, no session nor client given.
import { guestLinkCall } from '@sakhli/sdk';
import { resolveBookingLink } from '../../../booking-change/bookingLink';
import { startFirstCall } from '../../../booking-change/firstCall';
import { languageInAddress } from '../../../elements/elementConfig';
import { signedOut } from '../signedOut';
import { flag, input, languageOf, type Fit } from './inputs';

export const fit: Fit = (element, page) => {
  const fromUrl = flag(element, 'fromUrl', 'from-url');
  // Read as the element reads it (elements/catalog.ts `languageFromAddress`): with `from-url`, an
  // e-mailed link's `lang` is the element's language, and its calls' `user-language`.
  const language = (fromUrl && languageInAddress()) || languageOf(element, page);
  const link = resolveBookingLink(
    {
      bookingId: Number(input(element, 'bookingId', 'booking-id')) || undefined,
      token: (element as { token?: string }).token,
      fromUrl,
    },
    location.href,
    language,
  );
  if (!link) return undefined;
  const mode = input(element, 'mode', 'mode') === 'cancel' ? 'cancel' : 'change';
  const apiBase = input(element, 'apiBase', 'api-base') || page.apiBase;
  const start =
    apiBase && signedOut(element, page)
      ? (root: ShadowRoot) => startFirstCall(root, guestLinkCall(apiBase, link, mode, language))
      : undefined;
  return {
    language: link.lang,
    number: link.bookingId,
    ...(mode === 'cancel' ? { variant: 'cancel' } : {}),
    ...(start ? { start } : {}),
  };
};
