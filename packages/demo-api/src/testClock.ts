// The test clock: moves a JavaScript realm's `Date` to another instant, leaving timers alone.

/**
 * Replaces `scope.Date` so that `new Date()` and `Date.now()` read `instant` now and run on from
 * there at the real pace (timers, `performance.now()` and dates built from parts are untouched).
 * Calling it again re-anchors the same realm rather than shifting twice.
 *
 * Self-contained on purpose: e2e journeys send its source to Playwright pages as an init script.
 */
export function shiftDate(scope: { Date: DateConstructor }, instant: number): void {
  type Shifted = DateConstructor & { realDate?: DateConstructor };
  const RealDate = (scope.Date as Shifted).realDate ?? scope.Date;
  const offset = instant - RealDate.now();
  const now = () => RealDate.now() + offset;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    // Date() without `new` is a string; with `new`, a real Date (subclasses keep their prototype).
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target) as Date;
  }
  // Every Date (made before or after the shift) is `instanceof Date`.
  ShiftedDate.prototype = RealDate.prototype;
  Object.defineProperties(ShiftedDate, {
    name: { value: 'Date' },
    length: { value: 7 },
    now: { value: now, writable: true, configurable: true },
    parse: { value: RealDate.parse, writable: true, configurable: true },
    UTC: { value: RealDate.UTC, writable: true, configurable: true },
    realDate: { value: RealDate },
  });
  scope.Date = ShiftedDate as unknown as DateConstructor;
}
