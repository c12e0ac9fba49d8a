// The guest booking widget (spec §1 guests, §2 guest routes, §4 guest reservation): step 1 asks for
// an e-mail, step 2 (with the e-mailed time hash) books within the 10-minute window. Step 2's code
// loads on its own (bookingStepCode.ts): the e-mail step's first view does not carry the calendar.
import { Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { WidgetRoot } from '../shell/WidgetRoot';
import { Alert } from '../ui/Alert';
import { LoadingState } from '../ui/States';
import { loadBookingStep } from './bookingStepCode';
import { EmailStep } from './EmailStep';
import { resolveLink } from './guestLink';
import { guestBookingMessages } from './messages';
import { onDemand } from '../ui/onDemand';

export interface GuestBookingProps {
  /** Apartment to book (`apartment-id`). */
  apartmentId?: number;
  /** Apartment hash from the link or QR code (`hash`). */
  hash?: string;
  /** Time hash from the guest's e-mail (`time-hash`): opens step 2. */
  timeHash?: string;
  /**
   * Read the three from the page address `/qr/booking/{apartmentId}/{hash}[/{timeHash}]`, so a QR
   * landing page is one line of HTML (`from-url`). Explicit inputs win. @defaultValue false
   */
  fromUrl?: boolean;
  /**
   * Names this widget instance, so two booking forms on one page keep their answers apart (keys
   * `sakhli:guest-booking:<instance>:<apartment>`). @defaultValue 'main'
   */
  instance?: string;
  /** The booking was created (`sakhli-booked` on the element). */
  onBooked?: (detail: { bookingId: number }) => void;
}

const BookingStep = onDemand(() =>
  loadBookingStep().then(({ BookingStep }) => ({ default: BookingStep })),
);

function Missing() {
  const intl = useIntl();
  return <Alert tone="error">{intl.formatMessage({ id: 'guestBooking.link.incomplete' })}</Alert>;
}

export function GuestBooking({
  apartmentId,
  hash,
  timeHash,
  fromUrl,
  instance = 'main',
  onBooked,
}: GuestBookingProps) {
  const pathname = typeof location === 'undefined' ? '' : location.pathname;
  const link = useMemo(
    () => resolveLink({ apartmentId, hash, timeHash, fromUrl }, pathname),
    [apartmentId, hash, timeHash, fromUrl, pathname],
  );
  return (
    <WidgetRoot catalog={guestBookingMessages}>
      {!link ? (
        <Missing />
      ) : link.timeHash ? (
        <Suspense fallback={<LoadingState lines={6} />}>
          <BookingStep
            key={link.timeHash}
            window={{ ...link, timeHash: link.timeHash }}
            instance={instance}
            {...(onBooked ? { onBooked } : {})}
          />
        </Suspense>
      ) : (
        <EmailStep link={link} instance={instance} />
      )}
    </WidgetRoot>
  );
}
