// CLDR's numbers, lari amounts, dates and plural rules for the three interface languages, by hand.
// The first Intl service a page builds loads the engine's locale tables: 150–260 ms of one task at
// 4× CPU on the bench's Chromium, the largest single piece of a widget's first load (issue 28 §5).
// These few shapes are all a first view shows; anything else returns undefined and goes to Intl.
// The same text on every device: Debian's Chromium ships no Georgian data (it fell back to English).

/** The locales the interface speaks (`ge` is `ka` to Intl). */
export type CldrLocale = 'en' | 'ru' | 'ka';

/** Decimal sign, group sign, and the digits from which a number is grouped (CLDR ka: `1234`, `12 345`). */
const SIGNS: Record<CldrLocale, string> = { en: '.,4', ru: ',\u00a04', ka: ',\u00a05' };

/** Where the lari goes around the digits: `GEL 1,234.50`, `1 234,50 GEL`, `1 234,50 ₾`. */
const LARI: Record<CldrLocale, string> = { en: 'GEL\u00a0#', ru: '#\u00a0GEL', ka: '#\u00a0₾' };

export const isCldrLocale = (locale: unknown): locale is CldrLocale =>
  locale === 'en' || locale === 'ru' || locale === 'ka';

/**
 * `abs` (≥ 0) rounded half away from zero to `max` digits, as ICU rounds the number's shortest
 * decimal form (`1.005` → `1.01`, where `toFixed` says `1.00`); trailing zeros down to `min`.
 * Undefined where JavaScript writes the number with an exponent.
 */
function decimals(abs: number, min: number, max: number): [string, string] | undefined {
  if (!(abs < 1e15) || String(abs).includes('e')) return;
  const rounded = Number(`${Math.round(Number(`${abs}e${max}`))}e-${max}`);
  const [whole = '0', fraction = ''] = rounded.toFixed(max).split('.');
  let cut = fraction.length;
  while (cut > min && fraction[cut - 1] === '0') cut--;
  return [whole, fraction.slice(0, cut)];
}

/**
 * A number as `Intl.NumberFormat(locale, options)` writes it, for plain numbers and lari amounts
 * (fraction digits, grouping, a sign); undefined for any other option, which is Intl's to write.
 */
export function formatCldrNumber(
  value: number,
  locale: CldrLocale,
  // `null` where a message's `{n, number}` names no style (its memo key says `["en",null]`).
  options?: Intl.NumberFormatOptions | null,
): string | undefined {
  const {
    style = 'decimal',
    currency,
    signDisplay = 'auto',
    useGrouping = true,
    minimumFractionDigits,
    maximumFractionDigits,
    ...other
  } = options ?? {};
  const lari = style === 'currency';
  // Intl's defaults: 0–3 fraction digits for a number, 2 for the lari.
  const min = minimumFractionDigits ?? (lari ? 2 : 0);
  const max = maximumFractionDigits ?? Math.max(min, lari ? 2 : 3);
  const parts =
    Object.values(other).every((option) => option === undefined) &&
    (lari ? currency === 'GEL' : style === 'decimal') &&
    /^(auto|always|exceptZero)$/.test(signDisplay) &&
    typeof useGrouping === 'boolean' &&
    Number.isInteger(min) &&
    Number.isInteger(max) &&
    min >= 0 &&
    min <= max &&
    max <= 20 &&
    Number.isFinite(value) &&
    decimals(Math.abs(value), min, max);
  if (!parts) return;
  const [whole, fraction] = parts;
  const [decimal, group, from] = SIGNS[locale];
  const body =
    (useGrouping && whole.length >= Number(from)
      ? whole.replace(/\B(?=(\d{3})+$)/g, group!)
      : whole) + (fraction ? decimal! + fraction : '');
  const text = lari ? LARI[locale].replace('#', body) : body;
  const zero = /^0*$/.test(whole + fraction);
  if (zero ? signDisplay === 'always' : value > 0 && signDisplay !== 'auto') return `+${text}`;
  return value < 0 && !zero ? `-${text}` : text;
}

/** CLDR's cardinal plural category of `n` in `locale`. */
export function cldrPlural(n: number, locale: CldrLocale): 'one' | 'few' | 'many' | 'other' {
  // CLDR reads a count's absolute value: `-1` is `one`.
  const i = Math.abs(n);
  if (locale !== 'ru') return i === 1 ? 'one' : 'other';
  if (!Number.isInteger(i)) return 'other';
  const ten = i % 10;
  const hundred = i % 100;
  if (ten === 1 && hundred !== 11) return 'one';
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return 'few';
  return 'many';
}

/** CLDR ru's abbreviations: each month's first letters (0: the whole word, with no dot). */
const RU_SHORT = { day: '343303334343', alone: '340300034343' };

const genitive = (name: string) => name.replace(/[ьй]$/, '') + (/[ьй]$/.test(name) ? 'я' : 'а');

/**
 * The twelve months named alone, in the locale (`ноябрь 2026 г.`): a date's month in Russian is
 * their genitive (`25 ноября`): ь/й → я, else + а. They come with the language's texts (format.ts).
 */
export type MonthNames = readonly string[];

function month(
  date: Date,
  locale: CldrLocale,
  months: MonthNames,
  form: 'day' | 'alone',
  long: boolean,
): string {
  const alone = months[date.getMonth()] ?? '';
  // CLDR en's and ka's abbreviations are the names' first three letters (`Nov`, `ნოე`).
  if (locale !== 'ru') return long ? alone : alone.slice(0, 3);
  const name = form === 'day' ? genitive(alone) : alone;
  const letters = Number(RU_SHORT[form][date.getMonth()]);
  return long || !letters ? name : `${name.slice(0, letters)}.`;
}

/** Two digits: `07`. */
export const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date in CLDR's short, medium or long pattern (ka: `dd.MM.y` for short and medium). */
export function formatCldrDate(
  date: Date,
  locale: CldrLocale,
  style: 'short' | 'medium' | 'long',
  months: MonthNames,
): string {
  const [d, m, y] = [date.getDate(), date.getMonth() + 1, date.getFullYear()];
  const name = month(date, locale, months, 'day', style === 'long');
  if (locale === 'en')
    return style === 'short' ? `${m}/${d}/${pad(y % 100)}` : `${name} ${d}, ${y}`;
  if (style === 'short' || (locale === 'ka' && style === 'medium'))
    return `${pad(d)}.${pad(m)}.${y}`;
  return locale === 'ka' ? `${d} ${name}, ${y}` : `${d} ${name} ${y} г.`;
}

/** A month and its year: `November 2026`, `ноябрь 2026 г.`, `ნოემბერი 2026`; short for chart axes. */
export function formatCldrMonth(
  date: Date,
  locale: CldrLocale,
  style: 'long' | 'short',
  months: MonthNames,
): string {
  const year = style === 'short' ? pad(date.getFullYear() % 100) : date.getFullYear();
  return `${month(date, locale, months, 'alone', style === 'long')} ${year}${locale === 'ru' ? ' г.' : ''}`;
}
