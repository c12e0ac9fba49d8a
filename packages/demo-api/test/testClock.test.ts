// The test clock: SAKHLI_TEST_NOW's reading, and a realm's Date moved without touching timers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTestNow } from '../src/store/clock';
import { shiftDate } from '../src/testClock';

const realDate = Date;
afterEach(() => {
  vi.useRealTimers();
  globalThis.Date = realDate;
});

describe('parseTestNow', () => {
  it('reads a date-time without an offset as wall-clock time of this time zone', () => {
    const at = parseTestNow('2026-11-30T23:30')!;
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual(
      [2026, 10, 30, 23, 30],
    );
  });

  it('reads an offset or Z as that instant', () => {
    expect(parseTestNow('2027-01-01T00:05:00+04:00')!.toISOString()).toBe(
      '2026-12-31T20:05:00.000Z',
    );
    expect(parseTestNow('2028-02-29T12:00Z')!.toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });

  it('means the real clock when unset, and refuses what is not a date-time', () => {
    expect(parseTestNow(undefined)).toBeUndefined();
    expect(parseTestNow('')).toBeUndefined();
    expect(() => parseTestNow('2026-11-30')).toThrow(/ISO date-time/);
    expect(() => parseTestNow('tomorrow')).toThrow(/ISO date-time/);
    expect(() => parseTestNow('2026-13-40T25:00')).toThrow(/ISO date-time/);
  });
});

describe('shiftDate', () => {
  const NEW_YEAR_EVE = realDate.UTC(2026, 11, 31, 19, 50);

  it('moves new Date() and Date.now() to the instant, and time runs on', async () => {
    shiftDate(globalThis, NEW_YEAR_EVE);
    const first = Date.now();
    expect(first - NEW_YEAR_EVE).toBeGreaterThanOrEqual(0);
    expect(first - NEW_YEAR_EVE).toBeLessThan(1000);
    expect(new Date().toISOString().slice(0, 16)).toBe('2026-12-31T19:50');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(first);
  });

  it('keeps dates built from parts, parse, UTC, Date() and instanceof', () => {
    const before = new realDate(2000, 0, 1);
    shiftDate(globalThis, NEW_YEAR_EVE);
    expect(new Date(2028, 1, 29).getDate()).toBe(29);
    expect(new Date('2027-03-14T01:30Z').toISOString()).toBe('2027-03-14T01:30:00.000Z');
    expect(Date.UTC(2027, 0, 1)).toBe(realDate.UTC(2027, 0, 1));
    expect(Date.parse('2027-01-01T00:00Z')).toBe(realDate.UTC(2027, 0, 1));
    expect(Date()).toContain('2026');
    expect(before).toBeInstanceOf(Date);
    expect(new Date()).toBeInstanceOf(realDate);
    class Stamp extends Date {}
    const stamp = new Stamp();
    expect(stamp).toBeInstanceOf(Stamp);
    expect(stamp.getTime() - NEW_YEAR_EVE).toBeLessThan(1000);
  });

  it('re-anchors instead of shifting twice', () => {
    shiftDate(globalThis, NEW_YEAR_EVE);
    shiftDate(globalThis, NEW_YEAR_EVE);
    expect(Date.now() - NEW_YEAR_EVE).toBeLessThan(1000);
  });

  it('lets a test take fake timers from the shifted now, and gives it back after', () => {
    shiftDate(globalThis, NEW_YEAR_EVE);
    vi.useFakeTimers();
    expect(Date.now() - NEW_YEAR_EVE).toBeLessThan(1000);
    vi.advanceTimersByTime(10 * 60_000);
    expect(new Date().toISOString().slice(0, 16)).toBe('2026-12-31T20:00');
    vi.useRealTimers();
    expect(Date.now() - NEW_YEAR_EVE).toBeLessThan(1000);
  });
});
