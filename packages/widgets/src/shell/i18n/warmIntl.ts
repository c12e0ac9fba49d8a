/**
 * Issue 28 §5: the first `Intl` service a page builds loads the engine's locale tables (150–260 ms
 * at 4× CPU on the bench's Chromium), inside whichever render builds it. For the portal, whose
 * screens' tables, charts and calendars format through Intl: built beforehand, in a task of its
 * own. The widgets' first views need no Intl (cldr.ts writes their numbers, dates and plurals), so
 * the loader warms nothing. Once a page: a later call (each signed-in navigation's) does nothing.
 */
let warmed = false;

export function warmIntl(): void {
  if (warmed) return;
  warmed = true;
  Intl.NumberFormat.supportedLocalesOf('en');
  Intl.DateTimeFormat.supportedLocalesOf('en');
}
