// The portal's message catalogs, one language's texts at a time for the provider.
import { catalogPack, type Language } from '@sakhli/sdk';
import type { Catalog } from '@sakhli/widgets';

/** One language's texts of several catalogs, later ones winning (a built one's once its pack is in). */
export function textsFor(language: Language, catalogs: readonly Catalog[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const catalog of catalogs) Object.assign(out, catalogPack(catalog, language));
  return out;
}
