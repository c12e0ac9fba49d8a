// Which widgets have a first view painted before the runtime (issue 28 §5), and for which elements.
// Only a view that needs no data qualifies: anything else would paint a state the widget may not be
// in. The guest booking's e-mail step qualifies (its apartment box is a skeleton), so does the
// booking change's heading over its skeleton (the booking's number comes from its link), and so does
// the signed-out state of a signed-in user's widget, on a page that gave no session.
// Each tag's fit is a module of its own (fits/<tag>.ts): the build gives each tag a painter with
// its fit alone (loader/build/firstViews.tsx), so a page fetches no other widget's rules.
import { fit as guestBooking } from './fits/sakhli-guest-booking';
import { fit as bookingChange } from './fits/sakhli-booking-change';
import { fit as ticketChat } from './fits/sakhli-ticket-chat';
import { fit as apartmentBills } from './fits/sakhli-apartment-bills';
import { fit as loyaltyWallet } from './fits/sakhli-loyalty-wallet';
import { fit as loyaltyWalletDemo } from './fits/sakhli-loyalty-wallet.test-mode';
import { signedOutFit } from './fits/signedOutState';
import type { Fit, ViewFit } from './fits/inputs';
import type { PageSettings } from './signedOut';
import { viewIdOf } from './viewId';

export type { Fit, ViewFit };

/**
 * View id (a tag, or a tag and `.test-mode`: viewId.ts) → how the view fits an element, if it is
 * what the element will show first.
 */
const fits: Record<string, Fit> = {
  'sakhli-guest-booking': guestBooking,
  'sakhli-booking-change': bookingChange,
  'sakhli-ticket-chat': ticketChat,
  'sakhli-apartment-bills': apartmentBills,
  'sakhli-loyalty-wallet': loyaltyWallet,
  'sakhli-loyalty-wallet.test-mode': loyaltyWalletDemo,
};

/** The ids of the first views (the build renders each in every language and theme, with a painter). */
export const FIRST_VIEW_IDS = Object.keys(fits);

/** The views that are a signed-out state (the loader fetches one only for a page that gave no session). */
export const SIGNED_OUT_VIEWS = FIRST_VIEW_IDS.filter((id) => fits[id] === signedOutFit);

/** How the element's first view fits it, if it has one that it will show first. */
export const fit: Fit = (element: Element, page: PageSettings = {}): ViewFit | undefined =>
  fits[viewIdOf(element)]?.(element, page);
