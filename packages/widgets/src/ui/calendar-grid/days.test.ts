// Day arithmetic on plain `YYYY-MM-DD` days: the same answers in any device zone, across Europe's
// DST changes (2026-10-25, 2027-03-28) and New Year (run with TZ set: pnpm test:dates).
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  isDay,
  startOfWeek,
  todayInTbilisi,
} from './days';
import { monthWeeks, rangeShowing, visibleRange } from './layout';

describe('days', () => {
  it('steps one day at a time across the clock changes and New Year', () => {
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('counts nights across them', () => {
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('knows real days, weeks and months', () => {
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-3-1')).toBe(false);
    expect(startOfWeek('2027-03-28')).toBe('2027-03-22');
    expect(startOfWeek('2027-03-28', 0)).toBe('2027-03-28');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(endOfMonth('2026-12-05')).toBe('2026-12-31');
    expect(monthWeeks('2027-03-01', 1)[0]).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    expect(visibleRange('timeline', '2026-12-28')).toEqual({
      from: '2026-12-28',
      to: '2027-01-10',
    });
    expect(visibleRange('month', '2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('moves a timeline by whole weeks to show a day', () => {
    const shape = { layout: 'timeline', from: '2026-12-28', days: 14, rows: 1 } as const;
    expect(rangeShowing('2027-01-11', shape)).toBe('2027-01-04');
    expect(rangeShowing('2026-12-27', shape)).toBe('2026-12-21');
  });

  it('takes today from Tbilisi’s clock (UTC+4), not the device’s', () => {
    // 20:30 UTC on 31 December is already New Year's Day in Tbilisi.
    expect(todayInTbilisi(Date.UTC(2026, 11, 31, 20, 30))).toBe('2027-01-01');
    expect(todayInTbilisi(Date.UTC(2027, 2, 27, 19, 59))).toBe('2027-03-27');
  });
});
