// CLDR by hand (cldr.ts) writes what Intl writes, in this Chromium, for en and ru; ka as CLDR says.
import { describe, expect, it } from 'vitest';
import {
  cldrPlural,
  formatCldrDate,
  formatCldrMonth,
  formatCldrNumber,
  type CldrLocale,
} from './cldr';
import { monthNames } from './format';

const VALUES = [
  0,
  1,
  2,
  5,
  9.99,
  10,
  21,
  999,
  999.995,
  1000,
  1234,
  9999,
  10_000,
  12_345,
  99_999.5,
  1_234_567.891,
  1.005,
  2.675,
  0.5,
  0.045,
  1e14 + 0.5,
  123_456_789_012.34,
  -1,
  -2.5,
  -1234.5,
  -0.001,
  -99_999.999,
];

const SHAPES: Intl.NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 2, useGrouping: false },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { signDisplay: 'always' },
  { signDisplay: 'exceptZero', maximumFractionDigits: 0 },
  { style: 'currency', currency: 'GEL' },
  { style: 'currency', currency: 'GEL', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { style: 'currency', currency: 'GEL', minimumFractionDigits: 2, maximumFractionDigits: 2 },
];

describe('numbers and lari by hand', () => {
  it.each(['en', 'ru'] as const)('write what Intl writes in %s', (locale) => {
    for (const options of SHAPES) {
      const intl = new Intl.NumberFormat(locale, options);
      for (const value of VALUES) {
        // ICU writes a negative amount rounded to zero as `-0`; a reader is owed `0`.
        const expected = intl.format(value).replace(/^-(?=\D*0(?:[.,]0+)?\D*$)/, '');
        expect([value, options, formatCldrNumber(value, locale, options)]).toEqual([
          value,
          options,
          expected,
        ]);
      }
    }
  });

  it('groups Georgian digits from five, with a decimal comma and the lari sign after', () => {
    const money = { style: 'currency', currency: 'GEL', minimumFractionDigits: 2 } as const;
    expect(formatCldrNumber(1234, 'ka')).toBe('1234');
    expect(formatCldrNumber(12_345.678, 'ka')).toBe('12\u00a0345,678');
    expect(formatCldrNumber(-1234.5, 'ka', money)).toBe('-1234,50\u00a0₾');
    expect(formatCldrNumber(1_234_567.5, 'ka', money)).toBe('1\u00a0234\u00a0567,50\u00a0₾');
  });

  it('leaves to Intl what it does not write', () => {
    expect(formatCldrNumber(5, 'en', { style: 'currency', currency: 'USD' })).toBeUndefined();
    expect(formatCldrNumber(5, 'en', { style: 'percent' })).toBeUndefined();
    expect(formatCldrNumber(5, 'en', { notation: 'compact' })).toBeUndefined();
    expect(formatCldrNumber(Number.NaN, 'en')).toBeUndefined();
    expect(formatCldrNumber(1e21, 'en')).toBeUndefined();
    expect(formatCldrNumber(1e-7, 'en')).toBeUndefined();
  });
});

describe('plural rules by hand', () => {
  const counts = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 1001, 1.5, -1, -3];
  it.each(['en', 'ru'] as const)('choose what Intl chooses in %s', (locale) => {
    const rules = new Intl.PluralRules(locale);
    expect(counts.map((n) => cldrPlural(n, locale))).toEqual(counts.map((n) => rules.select(n)));
  });

  it('has one and other in Georgian', () => {
    expect(counts.map((n) => cldrPlural(n, 'ka'))).toEqual(
      counts.map((n) => (Math.abs(n) === 1 ? 'one' : 'other')),
    );
  });
});

describe('dates by hand', () => {
  // The month names each language's pack of the shell's texts brings (format.ts).
  const months = (locale: CldrLocale) =>
    monthNames(({ en: 'en', ru: 'ru', ka: 'ge' } as const)[locale]) ?? [];
  // Every month, and days of one and two digits, in three years.
  const dates = [2026, 2027, 2030].flatMap((year) =>
    Array.from({ length: 12 }, (_, month) => new Date(year, month, month % 2 ? 3 : 28)),
  );

  it.each(['en', 'ru'] as const)('write what Intl writes in %s', (locale) => {
    for (const style of ['short', 'medium', 'long'] as const) {
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: style });
      expect(dates.map((date) => formatCldrDate(date, locale, style, months(locale)))).toEqual(
        dates.map((date) => intl.format(date)),
      );
    }
    for (const style of ['long', 'short'] as const) {
      const intl = new Intl.DateTimeFormat(locale, {
        month: style,
        year: style === 'short' ? '2-digit' : 'numeric',
      });
      expect(dates.map((date) => formatCldrMonth(date, locale, style, months(locale)))).toEqual(
        dates.map((date) => intl.format(date)),
      );
    }
  });

  it('writes Georgian dates as CLDR ka does', () => {
    const date = new Date(2026, 10, 5);
    expect(formatCldrDate(date, 'ka', 'short', months('ka'))).toBe('05.11.2026');
    expect(formatCldrDate(date, 'ka', 'medium', months('ka'))).toBe('05.11.2026');
    expect(formatCldrDate(date, 'ka', 'long', months('ka'))).toBe('5 ნოემბერი, 2026');
    expect(formatCldrMonth(date, 'ka', 'long', months('ka'))).toBe('ნოემბერი 2026');
    expect(formatCldrMonth(date, 'ka', 'short', months('ka'))).toBe('ნოე 26');
  });
});
