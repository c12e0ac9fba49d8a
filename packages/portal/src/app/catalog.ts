// The portal's message catalogs, one language's texts at a time for the provider.
import type { Language } from '@sakhli/sdk';
import type { Catalog } from '@sakhli/widgets';

/** One language's texts of several catalogs, later ones winning. */
export function textsFor(language: Language, catalogs: readonly Catalog[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const catalog of catalogs) {
    for (const [id, texts] of Object.entries(catalog)) out[id] = texts[language];
  }
  return out;
}
