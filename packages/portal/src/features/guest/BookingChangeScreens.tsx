// /qr/book/cancel and /existing/book/change: issue 5's BookingChange widget, fed the router's address
// (memory history in tests, not only window.location). A named import in its own lazy chunk, so the
// widget's code loads only on these routes instead of the whole widget library up front.
import { useRouterState } from '@tanstack/react-router';
import { BookingChange } from '@sakhli/widgets';

export function GuestCancelScreen() {
  const url = useRouterState({ select: (state) => state.location.href });
  return <BookingChange fromUrl url={url} mode="cancel" />;
}

export function GuestChangeScreen() {
  const url = useRouterState({ select: (state) => state.location.href });
  return <BookingChange fromUrl url={url} mode="change" />;
}
