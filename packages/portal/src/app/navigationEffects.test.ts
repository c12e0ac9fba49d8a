import { describe, expect, it, vi } from 'vitest';
import { afterNavigation } from './navigationEffects';

function target() {
  const heading = document.createElement('h1');
  heading.tabIndex = -1;
  document.body.append(heading);
  return { heading, scrollTo: vi.fn(), find: () => heading };
}

describe('spec §2 after every navigation', () => {
  it('scrolls to the top after 100 ms and focuses the new heading', () => {
    vi.useFakeTimers();
    const t = target();
    afterNavigation({ scrollTo: t.scrollTo, heading: t.find }, true);
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
    afterNavigation({ scrollTo: t.scrollTo, heading: t.find }, false);
    vi.advanceTimersByTime(100);
    expect(document.activeElement).not.toBe(t.heading);
    const cancel = afterNavigation({ scrollTo: t.scrollTo, heading: t.find }, true);
    cancel();
    vi.advanceTimersByTime(100);
    expect(t.scrollTo).toHaveBeenCalledTimes(1);
    t.heading.remove();
  });
});
