// Code asked for while the connection comes and goes (issue 27 §1): a download that failed offline
// is asked again once the browser is back online; one that failed online, once more after a pause.
// Shared by the loader (a widget's code), on-demand parts (ui/onDemand.tsx) and the lari's face.

/**
 * How long a download that failed while the browser thought itself online waits for its one more
 * try: a browser can learn of a dropped connection after its requests have failed, and hear that it
 * is back before its requests go through. (In CI, under load, the fault suite's wallet was left
 * saying "Something went wrong" after a drop, and a booking change's code, asked again on `online`,
 * failed again: both failed while `navigator.onLine` said true.)
 */
export const SECOND_TRY_MS = 1500;

/**
 * `load()`, asked again each time the browser comes back online after it failed offline, and once
 * more after a pause when it failed online; failed online twice in a row, the error is the caller's
 * (the server's or the code's: a missing chunk must not be asked for in a loop).
 */
export async function whileOnline<T>(load: () => Promise<T>): Promise<T> {
  for (let failedOnline = 0; ;) {
    try {
      return await load();
    } catch (error) {
      failedOnline = navigator.onLine ? failedOnline + 1 : 0;
      if (failedOnline > 1) throw error;
      await new Promise((next) =>
        failedOnline
          ? setTimeout(next, SECOND_TRY_MS)
          : addEventListener('online', next, { once: true }),
      );
    }
  }
}
