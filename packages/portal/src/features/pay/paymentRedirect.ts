// spec §2 /pay, §9: the user is taken to the payment page 3 s after the screen opens (cancellable).
import { PAYMENT_REDIRECT_MS } from '@sakhli/sdk';

/**
 * Counts down whole seconds (`onTick(3)`, `2`, `1`) and calls `onDone` after `ms`.
 * Returns a cancel; nothing fires after it.
 */
export function startPaymentCountdown(
  onDone: () => void,
  onTick: (secondsLeft: number) => void = () => {},
  ms: number = PAYMENT_REDIRECT_MS,
): () => void {
  const started = Date.now();
  onTick(Math.ceil(ms / 1000));
  const ticker = setInterval(() => {
    const left = Math.max(0, ms - (Date.now() - started));
    if (left > 0) onTick(Math.ceil(left / 1000));
  }, 1000);
  const timer = setTimeout(() => {
    clearInterval(ticker);
    onDone();
  }, ms);
  return () => {
    clearInterval(ticker);
    clearTimeout(timer);
  };
}
