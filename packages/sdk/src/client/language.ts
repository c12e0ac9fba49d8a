// spec §1: interface languages; `ge` is our code for Georgian, `ka` for Intl.
export const LANGUAGES = ['ge', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 locale for `Intl` and react-intl. */
export function toIntlLocale(language: Language): 'ka' | 'en' | 'ru' {
  return language === 'ge' ? 'ka' : language;
}
