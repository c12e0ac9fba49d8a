// spec §2 "on every navigation": scroll to the top after 100 ms; focus goes to the main heading.
import { SCROLL_AFTER_NAV_MS } from '@sakhli/sdk';

export interface NavigationTarget {
  scrollTo(options: ScrollToOptions): void;
  /** The main heading of the new screen, if it rendered. */
  heading(): HTMLElement | null;
}

/**
 * Schedules the after-navigation effects; returns a cancel for a navigation that is superseded.
 * `moveFocus` is false for the first page load, where the browser's own start point is right.
 */
export function afterNavigation(target: NavigationTarget, moveFocus: boolean): () => void {
  const timer = setTimeout(() => {
    target.scrollTo({ top: 0, left: 0 });
    if (moveFocus) target.heading()?.focus({ preventScroll: true });
  }, SCROLL_AFTER_NAV_MS);
  return () => clearTimeout(timer);
}

/** The browser's window and the first h1 of <main>. */
export function browserNavigationTarget(): NavigationTarget {
  return {
    scrollTo: (options) => window.scrollTo(options),
    heading: () => document.querySelector<HTMLElement>('main h1'),
  };
}
