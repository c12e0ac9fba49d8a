// The booking change's first call, started by its first view while the code downloads (issue 28
// §5; loader/first/fits/sakhli-booking-change.ts): an e-mailed link's booking is asked for beside
// the runtime, not after it, and the widget's client takes that answer instead of asking again, so
// the link still costs one call. No React here: the painter bundles this file too.
import type { PlainCall } from '@sakhli/sdk';

/** The shadow root's key to the call its first view started (a registered symbol: no name on the page). */
const FIRST_CALL = Symbol.for('sakhli.firstCall');

/** A call started before the widget's client existed, and its answer, taken once. */
export interface FirstCall extends PlainCall {
  response: Promise<Response>;
  taken?: boolean;
}

type Holder = Record<symbol, FirstCall | undefined>;

/** Starts `call` and leaves it in `root` for the widget. */
export function startFirstCall(root: ShadowRoot, call: PlainCall): void {
  const response = fetch(call.url, { headers: call.headers });
  // Its failure is the widget's to report, when its client takes it.
  response.catch(() => undefined);
  (root as unknown as Holder)[FIRST_CALL] = { ...call, response };
}

/** The call a first view started in `root`, if one is there and not taken. */
export function firstCallIn(root: Node | undefined): FirstCall | undefined {
  const call = (root as unknown as Holder | undefined)?.[FIRST_CALL];
  return call && !call.taken ? call : undefined;
}

const sameHeaders = (a: HeadersInit | undefined, b: HeadersInit) =>
  [...new Headers(a)].join() === [...new Headers(b)].join();

/** Rejects as `signal` aborts (the client's timeout), as a fetch given it would. */
const abortOf = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * `fetch`, except that the first GET of `call`'s address with its headers gets `call`'s answer:
 * the client's error policy, validation and timeout then apply to it as to any call of its own.
 * Where the call failed to get an answer at all, that GET goes to `fetch` after all.
 */
export function fetchTakingFirst(call: FirstCall, fetch: typeof globalThis.fetch) {
  return ((input, init) => {
    const matches =
      !call.taken &&
      String(input) === call.url &&
      (init?.method ?? 'GET').toUpperCase() === 'GET' &&
      sameHeaders(init?.headers, call.headers);
    if (!matches) return fetch(input, init);
    call.taken = true;
    // An answer lost on the way (offline as the link opened) is asked for again, now.
    const response = call.response.catch(() => fetch(input, init));
    return init?.signal ? Promise.race([response, abortOf(init.signal)]) : response;
  }) as typeof globalThis.fetch;
}
