// /qr/booking/{apartmentId}/{hash}[/{timeHash}]: the guest booking widget, fed the router's path
// params (memory history in tests, not only window.location). A named import in its own lazy chunk,
// so the widget's code loads only on these routes.
import { useParams } from '@tanstack/react-router';
import { GuestBooking } from '@sakhli/widgets';

export function GuestBookingScreen() {
  const { apartmentId, hash, timeHash } = useParams({ strict: false }) as {
    apartmentId?: string;
    hash?: string;
    timeHash?: string;
  };
  // A path id that is not a number leaves the widget without an apartment: it says the link is
  // incomplete instead of asking the API.
  const id = apartmentId && /^\d{1,12}$/.test(apartmentId) ? Number(apartmentId) : undefined;
  return (
    <GuestBooking
      {...(id === undefined ? {} : { apartmentId: id })}
      {...(hash ? { hash } : {})}
      {...(timeHash ? { timeHash } : {})}
    />
  );
}
