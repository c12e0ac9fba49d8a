import { describe, expect, it, vi } from 'vitest';
import { afterNavigation, browserNavigationTarget } from './navigationEffects';

function target() {
  const heading = document.createElement('h1');
  heading.tabIndex = -1;
  document.body.append(heading);
  return { heading, scrollTo: vi.fn(), find: () => heading, focusIsInScreen: () => false };
}

describe('spec §2 after every navigation', () => {
  it('scrolls to the top after 100 ms and focuses the new heading', () => {
    vi.useFakeTimers();
    const t = target();
    afterNavigation(
      { scrollTo: t.scrollTo, heading: t.find, focusIsInScreen: t.focusIsInScreen },
      true,
    );
    vi.advanceTimersByTime(99);
    expect(t.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(t.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(document.activeElement).toBe(t.heading);
    t.heading.remove();
  });

  it('leaves focus alone on the first load, and a superseded navigation does nothing', () => {
    vi.useFakeTimers();
    const t = target();
    afterNavigation(
      { scrollTo: t.scrollTo, heading: t.find, focusIsInScreen: t.focusIsInScreen },
      false,
    );
    vi.advanceTimersByTime(100);
    expect(document.activeElement).not.toBe(t.heading);
    const cancel = afterNavigation(
      { scrollTo: t.scrollTo, heading: t.find, focusIsInScreen: t.focusIsInScreen },
      true,
    );
    cancel();
    vi.advanceTimersByTime(100);
    expect(t.scrollTo).toHaveBeenCalledTimes(1);
    t.heading.remove();
  });

  it('keeps focus where the user already put it in the new screen (typing into its first field)', () => {
    vi.useFakeTimers();
    const main = document.createElement('main');
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    const field = document.createElement('input');
    main.append(heading, field);
    document.body.append(main);
    afterNavigation(browserNavigationTarget(), true);
    field.focus();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(field);
    main.remove();
  });
});
