// What a user sees of a screen's state, read from the page in one go (open shadow roots pierced):
// the error states' "Try again" buttons, anything marked busy (skeletons), toasts, alerts and the
// text on screen. One evaluation per look: the fault suite looks often.
import type { Page } from 'playwright-core';
import { layoutMessages } from '../../packages/portal/src/app/messages';
import { uiMessages } from '../../packages/widgets/src/ui/messages';

type Catalog = Record<string, { en: string; ge: string; ru: string }>;
const texts = (catalog: Catalog, id: string) => Object.values(catalog[id]!);

/** "Try again" of every error state (the ui kit's and the route error screen's), any language. */
export const RETRY_NAMES = [
  ...texts(uiMessages as Catalog, 'ui.retry'),
  ...texts(layoutMessages as Catalog, 'portal.error.retry'),
];

export interface Snapshot {
  /** Visible "Try again" buttons that are not busy retrying. */
  retries: number;
  /** Visible elements marked `aria-busy="true"` (skeletons, a retry under way). */
  busy: number;
  /** Toast messages (the shell's toast, `part="toast"`, in the page or a shadow root). */
  toasts: string[];
  /** Texts of visible alerts and of the route error screen's <main>. */
  alerts: string[];
  /** Everything a user can read on the page. */
  text: string;
}

// A string, not a function: page scripts must not depend on the test transform's helpers.
const SNAPSHOT = `(() => {
  const names = new Set(${JSON.stringify(RETRY_NAMES)});
  const all = [];
  const roots = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const el of roots[i].querySelectorAll('*')) {
      all.push(el);
      if (el.shadowRoot) roots.push(el.shadowRoot);
    }
  }
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const text = (el) => (el.innerText ?? el.textContent ?? '').replace(/\\s+/g, ' ').trim();
  const buttons = all.filter((el) => el.localName === 'button' && names.has(text(el)) && visible(el));
  return {
    retries: buttons.filter((el) => el.getAttribute('aria-busy') !== 'true').length,
    busy: all.filter((el) => el.getAttribute('aria-busy') === 'true' && visible(el)).length,
    toasts: all
      .filter((el) => (el.getAttribute('part') ?? '').split(' ').includes('toast') && visible(el))
      .map(text),
    alerts: all
      .filter((el) => (el.getAttribute('role') === 'alert' || el.localName === 'main') && visible(el))
      .map(text),
    text: [document.body, ...roots.slice(1).flatMap((root) => [...root.children])]
      .filter((el) => !['style', 'script', 'link'].includes(el.localName))
      .map(text)
      .join(' ')
      .trim(),
  };
})()`;

export async function snapshot(page: Page): Promise<Snapshot> {
  return (await page.evaluate(SNAPSHOT)) as Snapshot;
}

/** The first visible "Try again" of the page (by its text, as the snapshot counts them). */
export function firstRetry(page: Page) {
  const name = new RegExp(`^\\s*(${RETRY_NAMES.join('|')})\\s*$`);
  return page.locator('button').filter({ hasText: name }).filter({ visible: true }).first();
}
