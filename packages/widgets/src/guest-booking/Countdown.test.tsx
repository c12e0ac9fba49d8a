// The window's countdown: visible every second, spoken only at 1 minute and at expiry (spec §4, §9).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SakhliProvider } from '../shell/SakhliProvider';
import { WidgetRoot } from '../shell/WidgetRoot';
import { Countdown } from './Countdown';
import { guestBookingMessages } from './messages';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Countdown', () => {
  it('speaks at one minute and at expiry, not every second, and expires once', () => {
    vi.useFakeTimers();
    let now = Date.parse('2026-11-23T10:00:00Z');
    const clock = () => now;
    const onExpire = vi.fn();
    render(
      <SakhliProvider apiBase="http://api.test/">
        <WidgetRoot catalog={guestBookingMessages}>
          <Countdown
            expiresAt="2026-11-23T10:01:02Z"
            onExpire={onExpire}
            now={clock}
            elapsed={clock}
          />
        </WidgetRoot>
      </SakhliProvider>,
    );
    const timer = screen.getByRole('timer', { name: 'Time left to book' });
    const live = timer.parentElement!.querySelector('[aria-live="polite"]')!;
    expect(timer).toHaveTextContent('01:02');
    // Five minutes had already passed when the page opened: not announced late.
    expect(live).toHaveTextContent('');

    const tick = (ms: number) =>
      act(() => {
        now += ms;
        vi.advanceTimersByTime(ms);
      });
    tick(1_000);
    expect(timer).toHaveTextContent('01:01');
    expect(live).toHaveTextContent('');
    tick(2_000);
    expect(timer).toHaveTextContent('00:59');
    expect(live).toHaveTextContent('1 minute left to book.');
    tick(30_000);
    expect(live).toHaveTextContent('1 minute left to book.');
    tick(30_000);
    expect(timer).toHaveTextContent('00:00');
    expect(live).toHaveTextContent('Your 10 minutes are over');
    tick(5_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['12 minutes fast', 12 * 60_000],
    ['5 minutes slow', -5 * 60_000],
  ])("counts the server's time, not the device's, when the device clock is %s", (_, skew) => {
    // The server answered at 10:00:00 (its Date header) with a window ending at 10:10.
    const serverNow = Date.parse('2026-11-23T10:00:00.999Z');
    vi.spyOn(Date, 'now').mockReturnValue(serverNow + skew);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let elapsed = 5_000;
    const onExpire = vi.fn();
    render(
      <SakhliProvider apiBase="http://api.test/">
        <WidgetRoot catalog={guestBookingMessages}>
          <Countdown
            expiresAt="2026-11-23T10:10:00Z"
            serverClock={{ serverNow, receivedAt: 5_000 }}
            onExpire={onExpire}
            elapsed={() => elapsed}
          />
        </WidgetRoot>
      </SakhliProvider>,
    );
    const timer = screen.getByRole('timer', { name: 'Time left to book' });
    expect(timer).toHaveTextContent('10:00');
    act(() => {
      elapsed += 61_000;
      vi.advanceTimersByTime(61_000);
    });
    expect(timer).toHaveTextContent('08:59');
    expect(screen.queryByText('Your 10 minutes are over')).not.toBeInTheDocument();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
