// /qr/book/cancel and /existing/book/change: issue 5's BookingChange widget, fed the router's address
// (memory history in tests, not only window.location). A named import in its own lazy chunk, so the
// widget's code loads only on these routes instead of the whole widget library up front.
import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { BookingChange } from '@sakhli/widgets';

/**
 * The e-mailed link's address, read once; then its `token` leaves the address bar through the
 * router (issue 16 §4), so the secret stays in no bookmark, history entry or Referer.
 */
function useLinkAddress(): string {
  const router = useRouter();
  const [url] = useState(() => router.state.location.href);
  useEffect(() => {
    const { href, state } = router.state.location;
    const address = new URL(href, 'http://portal.invalid/');
    if (!address.searchParams.has('token')) return;
    address.searchParams.delete('token');
    router.history.replace(`${address.pathname}${address.search}${address.hash}`, state);
  }, [router]);
  return url;
}

export function GuestCancelScreen() {
  return <BookingChange fromUrl url={useLinkAddress()} mode="cancel" />;
}

export function GuestChangeScreen() {
  return <BookingChange fromUrl url={useLinkAddress()} mode="change" />;
}
