// What a first view's fit reads of its element, as the element will read it once upgraded.
import { isLanguage, type Language } from '@sakhli/sdk';
import type { PageSettings } from '../signedOut';

/**
 * How a view fits the element it is painted in: the language the widget will show (a view in
 * another one is not painted), which of the view's variants, and the booking number in it.
 */
export interface ViewFit {
  language: string;
  variant?: string;
  number?: number;
  /** Starts the widget's first call beside its code, once the view is painted (the booking change). */
  start?: (root: ShadowRoot) => void;
}

/** Whether, and how, a tag's first view fits `element` (src/loader/first/fits/<tag>.ts). */
export type Fit = (element: Element, page: PageSettings) => ViewFit | undefined;

/** An input as the widget will read it: a property the page set before the upgrade, or the attribute. */
export function input(element: Element, prop: string, attribute: string): string | undefined {
  const own = (element as unknown as Record<string, unknown>)[prop];
  if (own !== undefined && own !== null) return String(own);
  return element.getAttribute(attribute) ?? undefined;
}

/** A boolean attribute as the element reads it: present means true, unless it says "false". */
export const flag = (element: Element, prop: string, attribute: string) =>
  (input(element, prop, attribute) ?? 'false') !== 'false';

/** The element's provider language: its own `lang`, else the page's, else English. */
export function languageOf(element: Element, page: PageSettings): Language {
  const own = element.getAttribute('lang');
  return isLanguage(own) ? own : isLanguage(page.language) ? page.language : 'en';
}
