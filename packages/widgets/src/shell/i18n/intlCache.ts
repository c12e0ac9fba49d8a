// react-intl's formatter cache with CLDR's numbers and plural rules by hand (cldr.ts): a plural
// message (`{count, plural, one {# night} other {# nights}}`) no longer builds Intl.PluralRules and
// Intl.NumberFormat, whose first build loads the engine's locale tables (issue 28 §5).
import { createIntl, createIntlCache, type IntlConfig, type IntlShape } from 'react-intl';
import { cldrPlural, formatCldrNumber, isCldrLocale, type CldrLocale } from './cldr';

type IntlCache = ReturnType<typeof createIntlCache>;
type Store = Record<string, unknown>;

/** A number format writing CLDR's shapes by hand, and through Intl's (built when first asked) otherwise. */
function numberFormat(locale: CldrLocale, options?: Intl.NumberFormatOptions | null) {
  let intl: Intl.NumberFormat | undefined;
  const real = () => (intl ??= new Intl.NumberFormat(locale, options ?? undefined));
  return {
    format: (value: number) => formatCldrNumber(value, locale, options) ?? real().format(value),
    formatToParts: (value: number) => real().formatToParts(value),
    resolvedOptions: () => real().resolvedOptions(),
  };
}

/** Cardinal plural rules by hand; ordinal ones through Intl's. */
function pluralRules(locale: CldrLocale, options?: Intl.PluralRulesOptions | null) {
  let intl: Intl.PluralRules | undefined;
  const real = () => (intl ??= new Intl.PluralRules(locale, options ?? undefined));
  return {
    select: (value: number) =>
      options?.type === 'ordinal' ? real().select(value) : cldrPlural(value, locale),
    resolvedOptions: () => real().resolvedOptions(),
  };
}

/**
 * The formatters' memo stores are keyed by the JSON of their arguments (fast-memoize 3 writes
 * `{"0":["ru",{"type":"cardinal"}]}`, earlier versions the bare array): a key of one of our locales
 * is answered here; any other is left to the library, which builds Intl's (intlCache.test.ts fails
 * if a version's keys stop reaching this).
 */
function answering<T>(make: (locale: CldrLocale, options: never) => T): Store {
  return new Proxy({} as Store, {
    get(store, key) {
      if (typeof key !== 'string' || key in store) return store[key as string];
      let args: unknown;
      try {
        args = JSON.parse(key);
      } catch {
        return undefined;
      }
      const list = Array.isArray(args) ? args : (args as { 0?: unknown } | null)?.[0];
      const [locale, options, ...rest] = Array.isArray(list) ? list : [];
      if (!isCldrLocale(locale) || rest.length) return undefined;
      return (store[key] = make(locale, options as never));
    },
  });
}

/** A fresh react-intl cache whose number formats and plural rules are CLDR's by hand. */
export function cldrIntlCache(): IntlCache {
  return {
    ...createIntlCache(),
    number: answering(numberFormat),
    pluralRules: answering(pluralRules),
  } as IntlCache;
}

/** `createIntl` with {@link cldrIntlCache}: every provider of the widgets and the portal makes its intl here. */
export function createSakhliIntl(config: IntlConfig): IntlShape {
  return createIntl(config, cldrIntlCache());
}
