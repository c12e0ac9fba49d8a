import { describe, expect, it, vi } from 'vitest';
import { startPaymentCountdown } from './paymentRedirect';

describe('spec §2 /pay: redirect to the payment page after 3 s', () => {
  it('counts 3, 2, 1 and goes at 3 s, not before', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const ticks: number[] = [];
    startPaymentCountdown(done, (s) => ticks.push(s));
    vi.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(ticks).toEqual([3, 2, 1]);
  });

  it('a cancelled countdown never redirects', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const cancel = startPaymentCountdown(done);
    vi.advanceTimersByTime(1500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
  });
});
