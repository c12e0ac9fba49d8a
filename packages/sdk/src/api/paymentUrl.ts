// The one check between the API's answer and the browser leaving for a payment page: `https:` on
// an allow-listed origin, or the demo API's own stand-in checkout while developing on this machine.

/** Where the demo API serves its stand-in checkout page (packages/demo-api/src/routes/payments.ts). */
export const DEMO_CHECKOUT_PATH = '/api/pay/checkout/';

/** Why a payment URL was refused; the message id says it to the user. */
export type PaymentUrlProblem = 'not-a-url' | 'not-https' | 'origin-not-allowed';

/** The payment page's address was refused: nothing may be opened. */
export class PaymentUrlError extends Error {
  override readonly name = 'PaymentUrlError';
  /** A message id of the SDK catalog (ge/en/ru). */
  readonly messageId = 'error.paymentUrlRefused';
  readonly problem: PaymentUrlProblem;

  constructor(problem: PaymentUrlProblem) {
    // The URL itself stays out of the message: it may carry the provider's session reference.
    super(`The payment page address was refused (${problem}); nothing was opened.`);
    this.problem = problem;
  }
}

export function isPaymentUrlError(value: unknown): value is PaymentUrlError {
  return value instanceof PaymentUrlError;
}

export interface PaymentUrlPolicy {
  /** Origins of the payment provider's pages, e.g. `['https://pay.example.ge']`; `https:` only. */
  paymentOrigins?: readonly string[];
  /**
   * Also accept the demo API's stand-in checkout (`http:` on a loopback host, path
   * `/api/pay/checkout/…`). Development only.
   * @defaultValue true only while the page itself is served from a loopback host
   */
  devPaymentPage?: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True while the page runs on this machine (a dev server, Storybook, the e2e servers). */
function pageIsOnLoopback(): boolean {
  const host = (globalThis as { location?: { hostname?: string } }).location?.hostname;
  return typeof host === 'string' && LOOPBACK.has(host);
}

function isDemoCheckout(url: URL): boolean {
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    LOOPBACK.has(url.hostname) &&
    url.pathname.startsWith(DEMO_CHECKOUT_PATH) &&
    !url.username &&
    !url.password
  );
}

/**
 * The payment URL as a `URL` when the policy allows it, else a `PaymentUrlError`. Allowed: `https:`
 * with an origin in `paymentOrigins` (no credentials in it), or — in development — the demo API's
 * stand-in page. `javascript:`, `data:`, foreign hosts and look-alikes are refused.
 */
export function checkPaymentUrl(raw: string, policy: PaymentUrlPolicy = {}): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PaymentUrlError('not-a-url');
  }
  const devPage = policy.devPaymentPage ?? pageIsOnLoopback();
  if (devPage && isDemoCheckout(url)) return url;
  if (url.protocol !== 'https:') throw new PaymentUrlError('not-https');
  const allowed = new Set(
    (policy.paymentOrigins ?? []).flatMap((origin) => {
      try {
        const parsed = new URL(origin);
        return parsed.protocol === 'https:' ? [parsed.origin] : [];
      } catch {
        return [];
      }
    }),
  );
  if (!allowed.has(url.origin) || url.username || url.password) {
    throw new PaymentUrlError('origin-not-allowed');
  }
  return url;
}
