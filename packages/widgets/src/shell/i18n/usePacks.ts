// One language on the wire (issue 28 §2): built catalogs fetch one language's pack at a time
// (@sakhli/sdk messages/packs.ts); these hooks keep what is on screen whole while one arrives.
import { startTransition, useEffect, useState } from 'react';
import {
  catalogPack,
  languageReady,
  loadCatalog,
  packsVersion,
  retainLanguage,
  subscribePacks,
  type Language,
} from '@sakhli/sdk';
import type { Catalog } from './catalog';

/**
 * Re-renders when any pack arrives, as a transition: the screen a pack lets render (a first view,
 * a switched language) renders in slices that yield to input, not in one blocking task (a store
 * read through `useSyncExternalStore` always re-renders at once, in a single task: 75 ms of
 * `/login`'s first screen on a fast desktop, 300 ms at 4× CPU). Texts on screen never mix two
 * languages meanwhile: each hook below shows a language only once all its packs are in.
 */
function usePacksVersion(): void {
  const [, setVersion] = useState(packsVersion);
  useEffect(() => {
    const update = () => startTransition(() => setVersion(packsVersion()));
    // A pack that arrived between the first render and the subscription.
    update();
    return subscribePacks(update);
  }, []);
}

/**
 * The language to show: `requested` once the packs of every catalog loaded so far have arrived in
 * it, until then the language shown before (a switch keeps the old texts on screen, never ids), or
 * `undefined` on a first render whose packs are on their way. Unbuilt catalogs are always ready.
 */
export function useShownLanguage(requested: Language): Language | undefined {
  usePacksVersion();
  const ready = languageReady(requested);
  const [shown, setShown] = useState<Language>();
  // The last language shown, kept in the render that shows it (a pack's transition included).
  if (ready && shown !== requested) setShown(requested);
  useEffect(() => {
    const { loaded, release } = retainLanguage(requested);
    // A pack that failed to arrive: the old language stays; the next switch tries again.
    loaded.catch((error: unknown) => console.error(error));
    return release;
  }, [requested]);
  return ready ? requested : shown;
}

/**
 * Whether a catalog's texts are there in `language`, fetching its pack if not: a part whose chunk
 * (and catalog) arrives after the widget shows waits for its texts rather than showing ids.
 */
export function useCatalogReady(catalog: Catalog | undefined, language: Language): boolean {
  usePacksVersion();
  const ready = !catalog || catalogPack(catalog, language) !== undefined;
  useEffect(() => {
    if (!ready && catalog) {
      loadCatalog(catalog, language).catch((error: unknown) => console.error(error));
    }
  }, [ready, catalog, language]);
  return ready;
}
