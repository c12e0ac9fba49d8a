/**
 * Issue 28 §5: a first render asks the browser which locales it formats (react-intl's `createIntl`),
 * and the first such answer builds the engine's locale tables: tens of ms on a phone, inside the
 * first render. Asked beforehand, in a task of its own (while code is on the wire, for a widget), it
 * neither delays the paint nor lengthens a task that blocks input.
 */
export function warmIntl(): void {
  Intl.NumberFormat.supportedLocalesOf('en');
  Intl.DateTimeFormat.supportedLocalesOf('en');
}
