// The one-tag loader: finds `sakhli-*` elements, fetches the shared runtime and the widget's chunk in
// parallel once an element nears the viewport (or a marked trigger is hovered or focused), then
// defines the element (the browser upgrades every instance). An element never seen costs nothing.
import { whileOnline } from '../shell/whileOnline';
import type { FirstViewModule } from './first/paint';
import { signedOut } from './first/signedOut';
import { viewIdOf } from './first/viewId';

/**
 * Tag → files to import, relative to this script, the widget's entry last. Written by the elements
 * build (vite.elements.config.ts) so the loader never discovers a chunk only after another arrived.
 */
declare const __SAKHLI_CHUNKS__: Record<string, string[]>;
/**
 * Tag → the text packs its first view shows, space-separated, relative to this script and without
 * their `.<language>.js` (issue 28 §2: one language on the wire; vite.loader.config.ts).
 */
declare const __SAKHLI_PACKS__: Record<string, string | undefined>;
/**
 * The ids of the first views (a tag, or a tag in test mode: first/viewId.ts), each in
 * `first/<id>.<language>.<theme>.js`: markup rendered at build time with the painter that paints it
 * while the runtime is on the wire, one module (src/loader/first/).
 */
declare const __SAKHLI_FIRST__: string[];
/** The views that are a signed-out state (first/views.ts SIGNED_OUT_VIEWS). */
declare const __SAKHLI_SIGNED_OUT__: string[];

/** Settings shared by every element; see ElementConfig in src/elements/elementConfig.ts. */
export interface LoaderConfig {
  nonce?: string;
  apiBase?: string;
  language?: 'ge' | 'en' | 'ru';
  theme?: 'light' | 'dark' | 'auto';
  session?: unknown;
  client?: unknown;
  /** Origins of the payment provider's pages (`https:`); `data-payment-origins`, space-separated. */
  paymentOrigins?: readonly string[];
}

interface WidgetModule {
  /** Registers the element once the texts of `languages` (fetched with its code) are in. */
  define(config: LoaderConfig, languages: readonly string[]): void | Promise<void>;
}

const chunks = __SAKHLI_CHUNKS__;
const packs = __SAKHLI_PACKS__;
const firstViews = __SAKHLI_FIRST__;
const here = import.meta.url;
/** Imports one of our files, by its path relative to this script. */
const from = (file: string): Promise<unknown> =>
  import(/* @vite-ignore */ new URL(file, here).href);

// Our own <script type="module">: a module has no document.currentScript, so match by URL. Its
// nonce (the property: browsers hide the attribute) lets Emotion pass a strict `style-src`.
const script = [...document.scripts].find((s) => s.src === here);
const data = script?.dataset ?? {};
const config: LoaderConfig = {
  nonce: script?.nonce || undefined,
  apiBase: data.apiBase,
  language: data.lang as LoaderConfig['language'],
  theme: data.theme as LoaderConfig['theme'],
  paymentOrigins: data.paymentOrigins?.split(/\s+/).filter(Boolean),
};

/**
 * Page-wide settings for every Sakhli element, e.g. the signed-in user's session. Call it before
 * elements connect (from your own module: `import { configure } from '…/sakhli.js'`).
 */
export function configure(settings: LoaderConfig): void {
  Object.assign(config, settings);
}

const loads = new Map<string, Promise<void>>();
/** Tag → the languages whose texts were fetched with its code. */
const fetchedTexts = new Map<string, Set<string>>();

/**
 * The language an element will show: for an element reading its address (`from-url`), the
 * address's `lang`, which an e-mailed booking change link sets to the guest's (spec §1) and which
 * is then the element's language (elements/catalog.ts `languageFromAddress`); else its own `lang`,
 * the page's setting or English. A wrong guess costs a fetch, never the wrong texts.
 */
function languageOf(element: Element): string {
  const fromAddress = element.hasAttribute('from-url')
    ? new URLSearchParams(location.search).get('lang')
    : null;
  return isLanguage(fromAddress ?? undefined)
    ? fromAddress!
    : element.getAttribute('lang') || config.language || 'en';
}

const isLanguage = (language: string | undefined) => /^(ge|en|ru)$/.test(language!);

/**
 * Starts an element's texts with its code: the packs of its languages. Without this the widget
 * would ask for them only once its code has run, one round trip later; its own import of a pack
 * then finds it here.
 */
function fetchTexts(element: Element): void {
  const tag = element.localName;
  const fetched = fetchedTexts.get(tag) ?? new Set<string>();
  fetchedTexts.set(tag, fetched);
  const language = languageOf(element);
  if (fetched.has(language) || !isLanguage(language)) return;
  fetched.add(language);
  for (const pack of (packs[tag] ?? '').split(' ').filter(Boolean)) {
    // A failure is the widget's to report: it imports the same pack itself.
    from(`${pack}.${language}.js`).catch(() => {});
  }
}

/** Tag → when its first view is on screen (or is not coming): its code is asked for then. */
const painting = new Map<string, Promise<unknown>>();

/**
 * Paints the element's first view, if its widget has one, in the language and theme it will show:
 * the reader sees the widget a runtime download and run earlier (issue 28 §5), and the widget takes
 * it over with whatever was typed. The runtime's code is fetched while the view paints but run
 * after its frame, so running it does not hold the view back; anything unusual (an unknown
 * language) waits for the code instead.
 */
function paintFirst(element: Element): void {
  const tag = element.localName;
  const id = viewIdOf(element);
  // The painter paints a view only in the language its widget will show.
  const language = languageOf(element);
  const theme = element.getAttribute('theme') || config.theme || 'light';
  if (!firstViews.includes(id) || !isLanguage(language) || !/^(light|dark|auto)$/.test(theme))
    return;
  const signedOutView = __SAKHLI_SIGNED_OUT__.includes(id);
  // A page that gave a session waits for the widget, not for a view it will not paint.
  if (signedOutView && !signedOut(element, config)) return;
  const painted = from(`first/${id}.${language}.${theme}.js`)
    .then((built) => {
      const { paintFirstView, default: markup } = built as FirstViewModule;
      return paintFirstView(element as HTMLElement, markup, config, chunks[tag]);
    })
    .catch(() => {});
  if (!painting.has(tag)) painting.set(tag, painted);
}

/** Loads and defines one element; resolves once `customElements.get(tag)` is the real class. */
export function load(tag: string): Promise<void> {
  let loading = loads.get(tag);
  if (!loading) {
    const files = chunks[tag];
    if (!files) return Promise.reject(new Error(`Sakhli: no widget chunk for <${tag}>`));
    // Every file starts downloading at once (after a first view's frame); React and the runtime
    // are one URL, so once per page.
    const ready = painting.get(tag) ?? Promise.resolve();
    // A connection lost on the way (a phone in a lift): asked again once it is back (the browser
    // asks again for a module whose fetch failed), and once more if that fails as it comes back.
    loading = ready
      .then(() => whileOnline(() => Promise.all(files.map(from))))
      .then((modules) =>
        (modules[modules.length - 1] as WidgetModule).define(config, [
          ...(fetchedTexts.get(tag) ?? []),
        ]),
      )
      .catch((error: unknown) => {
        loads.delete(tag);
        console.error(`Sakhli: <${tag}> could not load`, error);
      });
    loads.set(tag, loading);
  }
  return loading;
}

const waiting = new Set(Object.keys(chunks));
const selector = () => [...waiting].join();

/** Fetches a tag's code once; the last tag stops the watching. */
function fetchFor(tag: string): void {
  if (!waiting.delete(tag)) return;
  void load(tag);
  if (waiting.size) return;
  observer.disconnect();
  near.disconnect();
}

/** An element's code and, with it, its texts in its language (one round trip for both). */
function fetchCodeAndTexts(element: Element): void {
  if (waiting.has(element.localName)) paintFirst(element);
  fetchTexts(element);
  fetchFor(element.localName);
}

/**
 * Issue 28 §6: an element's code is fetched when it comes within a screen's height of the viewport,
 * so a widget far down a page (or in a closed panel, or hidden) costs nothing until the reader gets
 * near it. (Every browser that runs this ES2022 file has IntersectionObserver.)
 */
const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) fetchCodeAndTexts(entry.target);
    }
  },
  { rootMargin: '100% 0px' },
);

function scan(root: ParentNode | Element): void {
  if (!waiting.size) return;
  if ('matches' in root && root.matches(selector())) near.observe(root);
  root.querySelectorAll(selector()).forEach((element) => near.observe(element));
}

/**
 * A marked trigger (`data-sakhli-prefetch="sakhli-guest-booking"`, several tags space-separated),
 * e.g. the button that opens a booking panel: hovering, touching or focusing it fetches the code,
 * so the widget is ready when the panel opens.
 */
function onIntent(event: Event): void {
  const trigger = (event.target as Element | null)?.closest?.('[data-sakhli-prefetch]');
  trigger?.getAttribute('data-sakhli-prefetch')?.split(/\s+/).forEach(fetchFor);
}

// A custom element name can be defined once, so the real class is defined when the first
// instance nears the viewport (parsed, or added later by the page) instead of a stub holding the name.
const observer = new MutationObserver((records) => {
  for (const record of records) {
    record.addedNodes.forEach((node) => {
      if (node.nodeType === 1) scan(node as Element);
    });
  }
});
// Every build has a widget: there is always a tag to wait for.
observer.observe(document.documentElement, { childList: true, subtree: true });
scan(document);
for (const type of ['pointerover', 'focusin']) {
  document.addEventListener(type, onIntent, true); // capture: seen where the page stops it
}
