// spec §4: a host-created booking not accepted within 48 hours is declined automatically. Says how
// long is left (to the minute) and when, in Tbilisi; at zero it asks for the booking again, so the
// server's "canceled" replaces the countdown.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, formatDate, useLanguage } from '@sakhli/widgets';

const MINUTE_MS = 60_000;
/** Tbilisi is UTC+4 all year: the apartment's clock. */
const TBILISI_OFFSET_MS = 4 * 60 * MINUTE_MS;

export interface AcceptCountdownProps {
  /** `accept_until` of the booking (an ISO timestamp). */
  until: string;
  /** The deadline passed while the screen was open. */
  onExpire: () => void;
  /** The clock. @defaultValue Date.now */
  now?: () => number;
}

export function AcceptCountdown({ until, onExpire, now = Date.now }: AcceptCountdownProps) {
  const intl = useIntl();
  const language = useLanguage();
  const deadline = Date.parse(until);
  const [left, setLeft] = useState(() => deadline - now());

  useEffect(() => {
    const tick = () => setLeft(deadline - now());
    tick();
    const timer = setInterval(tick, 15_000);
    return () => clearInterval(timer);
  }, [deadline, now]);

  const expired = left <= 0;
  useEffect(() => {
    if (expired) onExpire();
  }, [expired, onExpire]);

  if (expired) {
    return (
      <Alert tone="warning">{intl.formatMessage({ id: 'portal.booking.acceptExpired' })}</Alert>
    );
  }
  const minutes = Math.ceil(left / MINUTE_MS);
  const tbilisi = new Date(deadline + TBILISI_OFFSET_MS).toISOString();
  const untilText = `${formatDate(tbilisi.slice(0, 10), language)} ${tbilisi.slice(11, 16)}`;
  return (
    <Alert tone="warning" live={false}>
      <span role="timer">
        {intl.formatMessage(
          { id: 'portal.booking.acceptWithin' },
          {
            left: intl.formatMessage(
              { id: 'portal.booking.timeLeft' },
              { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
            ),
            until: untilText,
          },
        )}
      </span>
    </Alert>
  );
}
