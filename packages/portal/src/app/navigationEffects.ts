// spec §2 "on every navigation": scroll to the top after 100 ms; focus goes to the main heading.
import { SCROLL_AFTER_NAV_MS } from '@sakhli/sdk';

export interface NavigationTarget {
  scrollTo(options: ScrollToOptions): void;
  /** The main heading of the new screen, if it rendered. */
  heading(): HTMLElement | null;
  /** True when the user (or the screen itself) already put focus on something in the new screen. */
  focusIsInScreen(): boolean;
}

/**
 * Schedules the after-navigation effects; returns a cancel for a navigation that is superseded.
 * `moveFocus` is false for the first page load, where the browser's own start point is right.
 */
export function afterNavigation(target: NavigationTarget, moveFocus: boolean): () => void {
  const timer = setTimeout(() => {
    target.scrollTo({ top: 0, left: 0 });
    // Someone typing into the new screen's first field keeps their place: never steal focus.
    if (moveFocus && !target.focusIsInScreen()) target.heading()?.focus({ preventScroll: true });
  }, SCROLL_AFTER_NAV_MS);
  return () => clearTimeout(timer);
}

/** The browser's window and the first h1 of <main>. */
export function browserNavigationTarget(): NavigationTarget {
  return {
    scrollTo: (options) => window.scrollTo(options),
    heading: () => document.querySelector<HTMLElement>('main h1'),
    // The old screen's controls are gone by now, so focus inside <main> belongs to the new one.
    focusIsInScreen: () => {
      const active = document.activeElement;
      const main = document.querySelector('main');
      return Boolean(active && main && active !== main && main.contains(active));
    },
  };
}
