// Paints a widget's first view from markup rendered at build time (loader/build/firstViews.tsx),
// before the runtime has arrived (issue 28 §5). The loader imports this and the view's markup beside
// the widget's code; the element's own render then takes the view over through the handle left on
// the shadow root (takeOver.ts), keeping what the reader typed.
import { FIRST_VIEW, FIRST_VIEW_HANDLE } from './markers';
import { FIRST_VIEW_SUBMIT, takeOverHandle } from './takeOver';
import { NUMBER_SLOT } from './numberSlot';
import type { Fit } from './fits/inputs';
import type { PageSettings } from './signedOut';

/** Build-time markup of one widget, language and theme (`first/<tag>.<lang>.<theme>.js`). */
export interface FirstViewMarkup {
  html: string;
  css: string;
  /** The language of its texts: a view is painted only where the widget will show that one. */
  language?: string;
  /** Its other variants' markup (the booking change's `cancel` mode), by name. */
  variants?: Record<string, string>;
}

/** A built painter's export: `painterFor` one tag's fit. */
export type PaintFirstView = ReturnType<typeof painterFor>;

/** A built view, `first/<tag>.<lang>.<theme>.js`: its tag's painter and its markup, one request. */
export interface FirstViewModule {
  paintFirstView: PaintFirstView;
  default: FirstViewMarkup;
}

/**
 * Styles the view. Its rules stay once the widget has taken it over (the widget's styles adopt
 * them: takeOver.ts `adopt`); a <style> is moved out of the view then.
 */
function addStyles(root: ShadowRoot, view: HTMLElement, css: string, nonce?: string): void {
  // A constructed sheet needs no nonce; where there is none, a <style> with the page's nonce.
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  view.prepend(style);
}

/** This module's address (a variable: Vite reads `new URL(…, import.meta.url)` as an asset). */
const here = import.meta.url;

/** The files already asked for: a page's second element of a tag shares its code. */
const preloaded = new Set<string>();

/**
 * Fetches the widget's code (`files`, relative to the loader: this module's folder's parent) while
 * its view paints, without running it: the browser compiles each file as it arrives, and the
 * loader's import after the view's frame finds it in. Without this the download would start only
 * after that frame (~170 ms at 4× CPU on a local server, a round trip more on a phone). The links
 * leave the page's <head> once done.
 */
function preload(files: readonly string[], nonce = ''): void {
  for (const file of files) {
    if (preloaded.has(file)) continue;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(`../${file}`, here).href;
    link.nonce = nonce;
    link.onload = link.onerror = () => link.remove();
    document.head.append(link);
  }
}

/** After the next frame is painted (or a moment, where a hidden page paints none). */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100);
  });

/**
 * The painter of the views `fit` says fit (one tag's, in a built painter: loader/build/firstViews.tsx).
 * It paints `markup` into `element`'s shadow root unless the element is already the widget (its
 * code was here first) or the view does not fit it (e.g. a booking link that opens step 2, a
 * signed-out view on a page that gave a session, or a view in another language than the widget's),
 * with the element's booking number where the view has one, and fetches the widget's `code` beside
 * it. Resolves once the view is on screen: the loader runs the code then, which would otherwise
 * hold that frame back.
 */
export const painterFor =
  (fit: Fit) =>
  (
    element: HTMLElement,
    markup: FirstViewMarkup,
    page: PageSettings & { nonce?: string } = {},
    code: readonly string[] = [],
  ): Promise<void> => {
    const fitting = fit(element, page);
    const html = fitting?.variant ? markup.variants?.[fitting.variant] : markup.html;
    if (
      customElements.get(element.localName) ||
      element.shadowRoot ||
      !fitting ||
      html === undefined ||
      fitting.language !== markup.language
    ) {
      return Promise.resolve();
    }
    preload(code, page.nonce);
    const numbered = html.split(String(NUMBER_SLOT)).join(String(fitting.number));
    const stillFits = () => Boolean(fit(element, page));
    paintView(element, { html: numbered, css: markup.css }, page.nonce, stillFits);
    fitting.start?.(element.shadowRoot!);
    return nextFrame();
  };

/**
 * Paints `markup` into a new shadow root of `element`, whichever widget it is. A submit before the
 * takeover is held, not sent to the page, and made again by the widget (takeOver.ts), which leaves
 * the view as soon as `stillApplies` says no.
 */
export function paintView(
  element: HTMLElement,
  markup: FirstViewMarkup,
  nonce?: string,
  stillApplies?: () => boolean,
): void {
  const view = document.createElement('div');
  view.setAttribute(FIRST_VIEW, '');
  // The widget renders beside the view, out of sight until it takes the view over (this rule then
  // matches nothing): no frame shows both, nor a skeleton under a view that shows more.
  const css = `${markup.css}[${FIRST_VIEW}]~*{display:none!important}`;
  // Our own build's markup: texts from our catalogs, no input of the page's. Set before the shadow
  // root exists: where a page's policy refuses it (Trusted Types), the element stays as it was.
  view.innerHTML = markup.html;
  const root = element.attachShadow({ mode: 'open' });
  addStyles(root, view, css, nonce);
  root.append(view);
  (root as unknown as Record<symbol, unknown>)[FIRST_VIEW_HANDLE] = takeOverHandle(
    root,
    view,
    stillApplies,
  );
  view.addEventListener('submit', (event) => {
    event.preventDefault();
    const forms = Array.from(view.querySelectorAll('form'));
    view.setAttribute(FIRST_VIEW_SUBMIT, String(forms.indexOf(event.target as HTMLFormElement)));
  });
}
