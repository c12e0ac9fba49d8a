// The booking change/cancel widget (spec §1 guests, §2 `/existing/book/change` and `/qr/book/cancel`,
// §7 guest flow): an e-mailed link opens a change decision or the booking with its cancel button.
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import type { ChangeDecision } from '@sakhli/sdk';
import { SakhliContext, useSakhli } from '../shell/context';
import { WidgetRoot } from '../shell/WidgetRoot';
import { Alert } from '../ui/Alert';
import { removeTokenFromAddressBar, resolveBookingLink } from './bookingLink';
import { CancelMode } from './CancelMode';
import { ChangeMode } from './ChangeMode';
import { linkQuery } from './queries';
import { useFirstCallClient } from './useFirstCallClient';
import { bookingChangeMessages } from './messages';

export interface BookingChangeProps {
  /** `change`: accept or reject the host's proposed change; `cancel`: see and cancel the booking. @defaultValue 'change' */
  mode?: 'change' | 'cancel';
  /** Booking from the e-mailed link (`booking-id`). */
  bookingId?: number;
  /** Link token from the e-mail. A secret: a property, never an attribute or a log line. */
  token?: string;
  /**
   * Read `booking_id`, `token` and `lang` from the page address (`?booking_id=&token=&lang=`), so
   * the e-mail's landing page is one line. The address's `lang` sets the widget's language.
   * Explicit inputs win. @defaultValue false
   */
  fromUrl?: boolean;
  /**
   * The address `fromUrl` reads, for hosts whose router does not keep it in `location` (memory or
   * hash history); such a host removes the token from its address itself once the widget shows.
   * @defaultValue the page's `location.href`, read once: the widget then removes `token` from the
   * address bar (`history.replaceState`), so the secret stays in no bookmark or history entry.
   */
  url?: string;
  /** The guest decided (`sakhli-decision` on the element). */
  onDecision?: (detail: { bookingId: number; decision: ChangeDecision }) => void;
  /** The guest cancelled the booking (`sakhli-cancelled` on the element). */
  onCancelled?: (detail: { bookingId: number }) => void;
}

function Missing() {
  const intl = useIntl();
  return <Alert tone="error">{intl.formatMessage({ id: 'bookingChange.link.incomplete' })}</Alert>;
}

export function BookingChange({
  mode = 'change',
  bookingId,
  token,
  fromUrl,
  url,
  onDecision,
  onCancelled,
}: BookingChangeProps) {
  const sakhli = useSakhli();
  // Read once: the token leaves the address bar right after (below).
  const [pageHref] = useState(() =>
    typeof location === 'undefined' ? 'http://x/' : location.href,
  );
  const href = url ?? pageHref;
  const link = useMemo(
    () => resolveBookingLink({ bookingId, token, fromUrl }, href, sakhli.language),
    [bookingId, token, fromUrl, href, sakhli.language],
  );
  const readFromPage = Boolean(link?.fromAddress) && url === undefined;
  useEffect(() => {
    if (readFromPage) removeTokenFromAddressBar();
  }, [readFromPage]);
  // spec §1: the guest reads the page in the language their e-mail was written in.
  const context = useMemo(
    () => (link && link.lang !== sakhli.language ? { ...sakhli, language: link.lang } : sakhli),
    [link, sakhli],
  );
  // Issue 28 §5: the link's call is started as the widget's root renders, a step before its content
  // (defineSakhliElement `useFirstView`), not in the content's effects after its skeleton's frame,
  // so the answer (often the one its first view asked for: firstCall.ts) is read and checked
  // sooner. Started once: a query in the cache (a host's route loader's) is left as it is.
  const queryClient = useQueryClient();
  const client = useFirstCallClient();
  const query: FetchQueryOptions<unknown> | undefined = link && linkQuery(client, link, mode);
  if (query && !queryClient.getQueryState(query.queryKey)) void queryClient.prefetchQuery(query);
  const body = !link ? (
    <Missing />
  ) : mode === 'cancel' ? (
    <CancelMode
      key={`${link.bookingId}-${link.lang}`}
      link={link}
      {...(onCancelled ? { onCancelled } : {})}
    />
  ) : (
    <ChangeMode
      key={`${link.bookingId}-${link.lang}`}
      link={link}
      {...(onDecision ? { onDecision } : {})}
    />
  );
  return (
    <SakhliContext.Provider value={context}>
      <WidgetRoot catalog={bookingChangeMessages}>{body}</WidgetRoot>
    </SakhliContext.Provider>
  );
}
