// The booking step's code (its date-range calendar, the guest form, the summary): not part of the
// e-mail step's first view (issue 28 §3), fetched while the guest types the address instead.
import type * as BookingStepModule from './BookingStep';

let loading: Promise<typeof BookingStepModule> | undefined;

/** Starts (once) and returns the booking step's module; the e-mail field calls it on input. */
export function loadBookingStep(): Promise<typeof BookingStepModule> {
  loading ??= import('./BookingStep').catch((error: unknown) => {
    // A failed fetch (offline for a moment) is tried again by the next call, not remembered.
    loading = undefined;
    throw error;
  });
  return loading;
}
