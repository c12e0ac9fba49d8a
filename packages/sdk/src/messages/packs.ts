// One language on the wire (issue 28 §2): a built catalog is a set of per-language packs fetched on
// demand. Sources keep every id with its ge/en/ru texts; the build (catalogPacks in packages/widgets/
// src/loader/build) swaps each catalog for `lazyCatalog(loaders)`, so a page fetches the texts of
// the language it shows and fetches another language's once, when it switches. Unbuilt code (tests,
// stories, the demo API in Node) keeps the plain catalogs: every language is there at once.
import type { Language } from '../client/language';

/** One language's texts of a catalog, by message id. */
export type Pack = Readonly<Record<string, string>>;
/** What the build's per-language module exports. */
export type PackModule = { default: Pack };
/** A plain catalog, as sources write it: every id with its text in each language. */
export type PlainCatalog = Readonly<Record<string, Readonly<Record<Language, string>>>>;

const LAZY = Symbol.for('sakhli.lazyCatalog');

interface LazyState {
  load: Readonly<Record<Language, () => Promise<PackModule>>>;
  packs: Partial<Record<Language, Pack>>;
  pending: Partial<Record<Language, Promise<void>>>;
}

/** A built catalog: no texts until its language's pack is loaded. */
export interface LazyCatalog {
  readonly [LAZY]: LazyState;
}

const registered = new Set<LazyCatalog>();
/** Languages on screen (or on their way): a catalog whose module loads later fetches them too. */
const inUse = new Map<Language, number>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Build output only: a catalog whose languages load on demand (see the file header). */
export function lazyCatalog(load: LazyState['load']): LazyCatalog {
  const catalog: LazyCatalog = { [LAZY]: { load, packs: {}, pending: {} } };
  registered.add(catalog);
  // A dialog's chunk, say, arriving after the widget shows: its texts follow in the same language.
  for (const language of inUse.keys()) void loadCatalog(catalog, language);
  return catalog;
}

export function isLazyCatalog(catalog: unknown): catalog is LazyCatalog {
  return typeof catalog === 'object' && catalog !== null && LAZY in catalog;
}

/** A catalog's texts in one language, or `undefined` while its pack is not loaded. */
export function catalogPack(
  catalog: PlainCatalog | LazyCatalog,
  language: Language,
): Pack | undefined {
  if (isLazyCatalog(catalog)) return catalog[LAZY].packs[language];
  const out: Record<string, string> = {};
  for (const [id, texts] of Object.entries(catalog)) out[id] = texts[language];
  return out;
}

/** Loads one catalog's pack (once; a failed fetch may be tried again). */
export function loadCatalog(
  catalog: PlainCatalog | LazyCatalog,
  language: Language,
): Promise<void> {
  if (!isLazyCatalog(catalog)) return Promise.resolve();
  const state = catalog[LAZY];
  if (state.packs[language]) return Promise.resolve();
  state.pending[language] ??= state.load[language]().then(
    (module) => {
      state.packs[language] = module.default;
      changed();
    },
    (error: unknown) => {
      delete state.pending[language];
      throw error;
    },
  );
  return state.pending[language];
}

/** True when every catalog loaded so far has its texts in `language`. */
export function languageReady(language: Language): boolean {
  for (const catalog of registered) if (!catalog[LAZY].packs[language]) return false;
  return true;
}

/**
 * Loads `language`'s pack of every catalog loaded so far. Await it before a server render or a
 * hydration so the first render has its texts; a provider calls it itself otherwise.
 */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([...registered].map((catalog) => loadCatalog(catalog, language))).then(
    () => undefined,
  );
}

/**
 * Marks a language as shown until the returned function is called: catalogs that load meanwhile
 * fetch its pack at once, and its packs of the catalogs loaded so far are fetched now.
 */
export function retainLanguage(language: Language): { loaded: Promise<void>; release: () => void } {
  inUse.set(language, (inUse.get(language) ?? 0) + 1);
  let released = false;
  return {
    loaded: loadLanguage(language),
    release: () => {
      if (released) return;
      released = true;
      const count = (inUse.get(language) ?? 1) - 1;
      if (count > 0) inUse.set(language, count);
      else inUse.delete(language);
    },
  };
}

/**
 * Settles when every catalog loaded so far has its packs in the languages on screen: a lazily loaded
 * screen awaits it after its chunk, so it shows with its texts.
 */
export function languagesInUseLoaded(): Promise<void> {
  return Promise.all([...inUse.keys()].map(loadLanguage)).then(() => undefined);
}

/** For `useSyncExternalStore`: a number that changes whenever a pack arrives. */
export function packsVersion(): number {
  return version;
}

export function subscribePacks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
