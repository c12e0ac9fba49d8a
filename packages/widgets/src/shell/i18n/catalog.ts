// How widgets declare their texts: one object per widget, every id with its ge, en and ru text.
import { catalogPack, sdkMessagesFor, type Language } from '@sakhli/sdk';

/** A widget's messages: `{ 'guestBooking.title': { en: '…', ge: '…', ru: '…' } }` (ICU syntax). */
export type Catalog = Record<string, Readonly<Record<Language, string>>>;

/** Host overrides of any message id, in the provider's language. */
export type MessageOverrides = Partial<Record<string, string>>;

/**
 * Declares a catalog; the type demands all three languages for every id. Keep one per widget in
 * `<widget>/messages.ts` so the completeness test finds it.
 */
export function defineCatalog<const C extends Catalog>(catalog: C): C {
  return catalog;
}

/**
 * One language's texts of several catalogs, later catalogs winning, as react-intl wants them. A
 * built catalog adds its texts once that language's pack is loaded (usePacks.ts waits for it).
 */
export function messagesFor(language: Language, ...catalogs: Catalog[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const catalog of catalogs) Object.assign(out, catalogPack(catalog, language));
  return out;
}

/** The whole message table of a provider: SDK texts, widget catalogs, then the host's overrides. */
export function buildMessages(
  language: Language,
  catalogs: Catalog[],
  overrides: MessageOverrides = {},
): Record<string, string> {
  const merged: Record<string, string> = { ...sdkMessagesFor(language) };
  Object.assign(merged, messagesFor(language, ...catalogs));
  for (const [id, text] of Object.entries(overrides)) if (text !== undefined) merged[id] = text;
  return merged;
}
