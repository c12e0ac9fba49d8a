// The visible countdown of the 10-minute guest window (spec §4, §9). Screen readers hear it only at
// 5 minutes, 1 minute and expiry (a polite live region), never every second.
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { ServerClock } from '@sakhli/sdk';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { visuallyHidden } from '../ui/styles';

export interface CountdownProps {
  /** ISO timestamp when the window closes, on the server's clock. */
  expiresAt: string;
  /** The server's clock at the answer that carried `expiresAt`; without it the device's clock is trusted. */
  serverClock?: ServerClock;
  /** Called once when the time is up. */
  onExpire: () => void;
  /** The device's clock, milliseconds since the epoch; used only without `serverClock`. @defaultValue Date.now */
  now?: () => number;
  /** A monotonic clock in milliseconds, to measure the time passed. @defaultValue performance.now */
  elapsed?: () => number;
}

const monotonic = () => performance.now();

/**
 * When the window closes on the monotonic clock: the time the server had left when it answered,
 * counted from the answer's arrival. A device clock minutes off then changes nothing.
 */
function deadlineOf(
  expiresAt: string,
  serverClock: ServerClock | undefined,
  now: () => number,
  elapsed: () => number,
): number {
  const end = Date.parse(expiresAt);
  if (serverClock) return serverClock.receivedAt + (end - serverClock.serverNow);
  return elapsed() + (end - now());
}

/** Minutes left at which the live region speaks. */
const ANNOUNCE_AT_MINUTES = [5, 1] as const;

const Box = styled('div', dom)<{ $urgent: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space2};
  padding: ${vars.space2} ${vars.space3};
  border: 1px solid ${({ $urgent }) => ($urgent ? vars.colorWarning : vars.colorBorderSubtle)};
  border-radius: ${vars.radiusMd};
  background: ${({ $urgent }) => ($urgent ? vars.colorWarningSurface : vars.colorSurface)};
`;

const Time = styled.span`
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightBold};
  font-variant-numeric: tabular-nums;
`;

const Live = styled.div`
  ${visuallyHidden}
`;

/** `mm:ss` of a duration. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

export function Countdown({
  expiresAt,
  serverClock,
  onExpire,
  now = Date.now,
  elapsed = monotonic,
}: CountdownProps) {
  const intl = useIntl();
  const end = useMemo(
    () => deadlineOf(expiresAt, serverClock, now, elapsed),
    [expiresAt, serverClock, now, elapsed],
  );
  const [left, setLeft] = useState(() => end - elapsed());
  const [announcement, setAnnouncement] = useState('');
  // Thresholds already passed when the page opened are not announced late.
  const spoken = useRef(new Set(ANNOUNCE_AT_MINUTES.filter((m) => end - elapsed() <= m * 60_000)));
  const expired = useRef(false);
  const latestOnExpire = useRef(onExpire);
  useEffect(() => {
    latestOnExpire.current = onExpire;
  });

  useEffect(() => {
    const tick = () => {
      const remaining = end - elapsed();
      setLeft(remaining);
      if (remaining <= 0) {
        if (!expired.current) {
          expired.current = true;
          setAnnouncement(intl.formatMessage({ id: 'guestBooking.expired.title' }));
          latestOnExpire.current();
        }
        return;
      }
      for (const minutes of ANNOUNCE_AT_MINUTES) {
        if (remaining <= minutes * 60_000 && !spoken.current.has(minutes)) {
          spoken.current.add(minutes);
          setAnnouncement(
            intl.formatMessage({ id: 'guestBooking.countdown.announce' }, { minutes }),
          );
        }
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end, elapsed, intl]);

  const label = intl.formatMessage({ id: 'guestBooking.countdown.label' });
  return (
    <>
      {/* role=timer is not live by default: the time is there to read, not announced each second. */}
      <Box part="countdown" role="timer" aria-label={label} $urgent={left <= 60_000}>
        <span aria-hidden="true">{label}:</span>
        <Time>{formatRemaining(left)}</Time>
      </Box>
      <Live aria-live="polite" aria-atomic="true">
        {announcement}
      </Live>
    </>
  );
}
