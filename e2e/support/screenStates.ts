// What a user sees of a screen's state, read from the page (open shadow roots pierced): an error
// state's "Try again", a loading state (skeleton / aria-busy), and a screen left blank.
import type { Locator, Page } from 'playwright-core';
import { layoutMessages } from '../../packages/portal/src/app/messages';
import { uiMessages } from '../../packages/widgets/src/ui/messages';

type Catalog = Record<string, { en: string; ge: string; ru: string }>;
const texts = (catalog: Catalog, id: string) => Object.values(catalog[id]!);
const exactly = (names: string[]) =>
  new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/** "Try again" of every error state (the ui kit's and the route error screen's), any language. */
export const RETRY_NAME = exactly([
  ...texts(uiMessages as Catalog, 'ui.retry'),
  ...texts(layoutMessages as Catalog, 'portal.error.retry'),
]);

/** The visible "Try again" buttons of the page. */
export function retryButtons(page: Page): Locator {
  return page.getByRole('button', { name: RETRY_NAME }).filter({ visible: true });
}

/** The toasts shown (notistack's message element, in the page or a widget's shadow root). */
export function toasts(page: Page): Locator {
  return page.locator('#notistack-snackbar').filter({ visible: true });
}

/** A skeleton or anything else the page marks busy, visible. */
export function busyParts(page: Page): Locator {
  return page.locator('[aria-busy="true"]').filter({ visible: true });
}

/** The text a user reads on the page, shadow roots included (a string: see support/browser.ts). */
const VISIBLE_TEXT = `(() => {
  const parts = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) walk(el.shadowRoot);
    }
    if (root.body) parts.push(root.body.innerText);
    else if (root.host) parts.push(root.host.shadowRoot.textContent ?? '');
  };
  walk(document);
  return parts.join(' ').replace(/\\s+/g, ' ').trim();
})()`;

export async function visibleText(page: Page): Promise<string> {
  return (await page.evaluate(VISIBLE_TEXT)) as string;
}

/** The error states' own texts (titles and reasons) next to each visible "Try again". */
export async function errorTexts(page: Page): Promise<string[]> {
  const alerts = page.getByRole('alert').filter({ visible: true });
  const main = page.locator('main').filter({ visible: true });
  return [
    ...(await alerts.allInnerTexts()),
    // The route error screen's heading and notice sit in <main>, not in one alert.
    ...((await main.count()) > 0 ? await main.allInnerTexts() : []),
  ];
}
