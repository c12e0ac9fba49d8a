/**
 * Issue 28 §5: the first `Intl` service a page builds loads the engine's locale tables (150–260 ms
 * at 4× CPU on the bench's Chromium), inside whichever render builds it. For the portal, whose
 * screens' tables, charts and calendars format through Intl: built beforehand, in a task of its
 * own. The widgets' first views need no Intl (cldr.ts writes their numbers, dates and plurals), so
 * the loader warms nothing.
 */
export function warmIntl(): void {
  Intl.NumberFormat.supportedLocalesOf('en');
  Intl.DateTimeFormat.supportedLocalesOf('en');
}
