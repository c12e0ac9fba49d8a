// Money, dates and nights as a Georgian, English or Russian reader expects them.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { toIntlLocale, type Language } from '@sakhli/sdk';
import { uiMessages } from '../../ui/messages';
import { messagesFor } from './catalog';
import {
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatLocalTime,
  formatMonth,
  formatMoney,
  formatNumber,
  formatTime,
  nightsBetween,
  tbilisiDay,
  toDate,
  toIsoDate,
} from './format';

const NBSP = /[\u00a0\u202f]/g;
const plain = (text: string) => text.replace(NBSP, ' ');

function nights(language: Language, count: number): string {
  const intl = createIntl({
    locale: toIntlLocale(language),
    messages: messagesFor(language, uiMessages),
    onError: () => {},
  });
  return intl.formatMessage({ id: 'ui.nights' }, { count });
}

describe('formatMoney', () => {
  it('uses each language’s grouping and the lari', () => {
    expect(plain(formatMoney(12345.5, 'ge'))).toBe('12 345,50 ₾');
    expect(plain(formatMoney(12345.5, 'ru'))).toBe('12 345,50 GEL');
    expect(plain(formatMoney(12345.5, 'en'))).toBe('GEL 12,345.50');
    expect(plain(formatMoney(6, 'ge'))).toBe('6 ₾');
  });
});

// issue 27 §4: one amount, one number and one date in each language, through the ui kit's one format.
describe('numbers, money and dates per language', () => {
  it.each([
    ['ge', '1 234 567,5', '1 234 567,50 ₾', '25.11.2026', /^25 ნოემბერი,? 2026$/],
    ['en', '1,234,567.5', 'GEL 1,234,567.50', 'Nov 25, 2026', /^November 25, 2026$/],
    ['ru', '1 234 567,5', '1 234 567,50 GEL', '25 нояб. 2026 г.', /^25 ноября 2026 г\.$/],
  ] as const)('%s', (language, number, money, date, longDate) => {
    expect(plain(formatNumber(1234567.5, language))).toBe(number);
    expect(plain(formatMoney(1234567.5, language))).toBe(money);
    expect(plain(formatDate('2026-11-25', language))).toBe(date);
    expect(plain(formatDate('2026-11-25', language, 'long'))).toMatch(longDate);
  });

  it('groups Georgian numbers from five digits, Russian and English from four (CLDR)', () => {
    expect(plain(formatNumber(1234, 'ge'))).toBe('1234');
    expect(plain(formatNumber(1234, 'ru'))).toBe('1 234');
    expect(plain(formatNumber(1234, 'en'))).toBe('1,234');
    expect(plain(formatMoney(-5, 'ge'))).toBe('-5 ₾');
  });
});

describe('formatDate', () => {
  it('reads API dates as calendar days, not UTC instants', () => {
    expect(toIsoDate(toDate('2026-05-03'))).toBe('2026-05-03');
    expect(formatDate('2026-05-03', 'ru', 'short')).toBe('03.05.2026');
    expect(formatDate('2026-05-03', 'en', 'long')).toBe('May 3, 2026');
    expect(formatDate('2026-05-03', 'ge', 'long')).toMatch(/^3 მაისი,? 2026$/);
  });
});

describe('nights', () => {
  it('counts nights across a daylight-saving change', () => {
    expect(nightsBetween(new Date(2026, 2, 28), new Date(2026, 3, 2))).toBe(5);
    // New York's changes (a 23-hour and a 25-hour day when the run has TZ=America/New_York).
    expect(nightsBetween(new Date(2027, 2, 13), new Date(2027, 2, 15))).toBe(2);
    expect(nightsBetween(new Date(2027, 10, 6), new Date(2027, 10, 8))).toBe(2);
  });

  it('counts a stay over New Year and over a leap day', () => {
    expect(nightsBetween(new Date(2026, 11, 30), new Date(2027, 0, 2))).toBe(3);
    expect(nightsBetween(new Date(2028, 1, 28), new Date(2028, 2, 1))).toBe(2);
    expect(toIsoDate(new Date(2028, 1, 29))).toBe('2028-02-29');
  });

  it('uses the three Russian plural forms', () => {
    expect(nights('ru', 1)).toBe('1 ночь');
    expect(nights('ru', 3)).toBe('3 ночи');
    expect(nights('ru', 5)).toBe('5 ночей');
    expect(nights('ru', 21)).toBe('21 ночь');
    expect(nights('en', 1)).toBe('1 night');
    expect(nights('en', 2)).toBe('2 nights');
    expect(nights('ge', 2)).toBe('2 ღამე');
  });
});

describe('instants on the apartments’ clock (Tbilisi, UTC+4)', () => {
  it('reads the day and time in Tbilisi whatever the device’s zone', () => {
    // 21:30 UTC is already the next day in Tbilisi.
    expect(tbilisiDay('2026-11-24T21:30:00.000Z')).toBe('2026-11-25');
    expect(formatTime('2026-11-24T21:30:00.000Z')).toBe('01:30');
    expect(formatTime('2026-11-25T05:05:00.000Z')).toBe('09:05');
  });

  it('writes the day in the language and the time in 24 hours', () => {
    expect(plain(formatDateTime('2026-11-24T21:30:00.000Z', 'en'))).toBe('Nov 25, 2026, 01:30');
    expect(formatDateTime('2026-11-24T21:30:00.000Z', 'ge')).toBe('25.11.2026, 01:30');
    expect(plain(formatDateTime('2026-11-24T21:30:00.000Z', 'ru'))).toBe('25 нояб. 2026 г., 01:30');
  });
});

describe('months', () => {
  const november = new Date(2026, 10, 25);

  it('names the month and year in full, or in few letters for a chart axis', () => {
    expect(formatMonth(november, 'en')).toBe('November 2026');
    expect(formatMonth(november, 'en', 'short')).toBe('Nov 26');
    expect(plain(formatMonth(november, 'ru'))).toMatch(/^ноябрь 2026/i);
    expect(plain(formatMonth(november, 'ru', 'short'))).toMatch(/^нояб\.? 26/);
    expect(formatMonth(november, 'ge')).toBe('ნოემბერი 2026');
    expect(formatMonth(november, 'ge', 'short')).toBe('ნოე 26');
  });
});

describe('dateTimeFormat', () => {
  it('builds one formatter per locale and options, and keeps it', () => {
    const days = dateTimeFormat('ru', { dateStyle: 'medium' });
    expect(dateTimeFormat('ru', { dateStyle: 'medium' })).toBe(days);
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(days);
    expect(dateTimeFormat('ru', { dateStyle: 'long' })).not.toBe(days);
    // A kept formatter still writes every date it is given.
    expect(plain(formatDate('2026-05-03', 'ru'))).toBe('3 мая 2026 г.');
    expect(plain(formatDate('2026-11-25', 'ru'))).toBe('25 нояб. 2026 г.');
  });
});

describe('formatLocalTime', () => {
  it('writes a local time as Intl writes hours and minutes in 24 hours, in every language', () => {
    const times = [
      new Date(2026, 1, 1, 7, 5),
      new Date(2026, 1, 1, 0, 0),
      new Date(2026, 1, 1, 23, 59),
    ];
    for (const locale of ['en', 'ru']) {
      const intl = new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      expect(times.map(formatLocalTime)).toEqual(times.map((time) => intl.format(time)));
    }
  });
});
