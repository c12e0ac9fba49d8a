// The widgets whose first view the build renders (loader/first/views.ts says for which elements),
// with props that reach that view; firstViews.tsx renders each in every language and theme.
import type { ComponentType } from 'react';
import { GuestBooking } from '../../guest-booking/GuestBooking';
import { TicketChat } from '../../ticket-chat/TicketChat';
import { ApartmentBills } from '../../apartment-bills/ApartmentBills';
import { LoyaltyWallet } from '../../loyalty-wallet/LoyaltyWallet';
import { BookingChange } from '../../booking-change/BookingChange';
import { NUMBER_SLOT } from '../first/numberSlot';

/** Rendered without a session: the "sign in" state, which views.ts paints only on a page that gave none. */
const signedOut = (Widget: ComponentType<never>) => ({
  Widget: Widget as ComponentType<Record<string, unknown>>,
  props: {},
});

/** A link's booking while it loads: the heading with the number the painter fills in. */
const bookingLink = (mode: 'change' | 'cancel') => ({
  bookingId: NUMBER_SLOT,
  token: 'first-view',
  mode,
});

export const FIRST_VIEW_WIDGETS: Record<
  string,
  {
    Widget: ComponentType<Record<string, unknown>>;
    props: Record<string, unknown>;
    /** Other variants (views.ts `ViewFit.variant`) → their props. */
    variants?: Record<string, Record<string, unknown>>;
  }
> = {
  // Any resolving link without a time hash: the e-mail step, its apartment box still a skeleton.
  'sakhli-guest-booking': {
    Widget: GuestBooking as ComponentType<Record<string, unknown>>,
    props: { apartmentId: 1, hash: 'first-view' },
  },
  'sakhli-booking-change': {
    Widget: BookingChange as ComponentType<Record<string, unknown>>,
    props: bookingLink('change'),
    variants: { cancel: bookingLink('cancel') },
  },
  'sakhli-ticket-chat': signedOut(TicketChat),
  'sakhli-apartment-bills': signedOut(ApartmentBills),
  'sakhli-loyalty-wallet': signedOut(LoyaltyWallet),
};
