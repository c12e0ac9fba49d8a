/**
 * Issue 28 §5: the first `Intl` service a page builds loads the engine's locale data — ~55 ms at
 * 4× CPU, inside whichever render formats the first number or plural. Built beforehand, in a task
 * of its own (while code is on the wire, for a widget), it neither delays the paint nor lengthens
 * a task that blocks input.
 */
export function warmNumbers(): void {
  Intl.NumberFormat.supportedLocalesOf('en');
}

/**
 * The number tables and then the date tables (~35 ms more when built together; ~10 ms when a date
 * is first formatted later). For the portal, whose first screens show dates; a widget's first
 * view shows numbers and plurals but no date, so the loader warms only {@link warmNumbers}.
 */
export function warmIntl(): void {
  warmNumbers();
  Intl.DateTimeFormat.supportedLocalesOf('en');
}
