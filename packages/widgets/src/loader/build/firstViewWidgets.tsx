// The widgets whose first view the build renders (loader/first/views.ts says for which elements),
// with props that reach that view; firstViews.tsx renders each in every language and theme.
import type { ComponentType } from 'react';
import { GuestBooking } from '../../guest-booking/GuestBooking';
import { TicketChat } from '../../ticket-chat/TicketChat';
import { ApartmentBills } from '../../apartment-bills/ApartmentBills';
import { LoyaltyWallet } from '../../loyalty-wallet/LoyaltyWallet';
import { BookingChange } from '../../booking-change/BookingChange';
import { NUMBER_SLOT } from '../first/numberSlot';
import { demoSource, loadDemoData } from '../../loyalty-wallet/source';
import type { WholeView } from './renderFirstView';

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

/**
 * The wallet's test mode, whole: its sample data is in its code, so the view is the widget's
 * first state itself (balances, products, the history's first page), not a skeleton.
 */
const walletDemo: WholeView = {
  async prefill(queryClient, language) {
    const source = demoSource(language);
    const data = (await loadDemoData()).demoData(language);
    queryClient.setQueryData(source.wallet().queryKey, data.wallet);
    queryClient.setQueryData(source.products().queryKey, data.products);
    queryClient.setQueryData(source.recommendations().queryKey, data.recommendations);
    queryClient.setQueryData(source.demoHistory().queryKey, data.history);
  },
};

/** View id (views.ts) → the widget, its props and, for a whole view, how to fill it. */
export const FIRST_VIEW_WIDGETS: Record<
  string,
  {
    Widget: ComponentType<Record<string, unknown>>;
    props: Record<string, unknown>;
    /** Other variants (views.ts `ViewFit.variant`) → their props. */
    variants?: Record<string, Record<string, unknown>>;
    whole?: WholeView;
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
  'sakhli-loyalty-wallet.test-mode': {
    Widget: LoyaltyWallet as ComponentType<Record<string, unknown>>,
    props: { testMode: true },
    whole: walletDemo,
  },
};
