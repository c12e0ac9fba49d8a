import { describe, expect, it, vi } from 'vitest';
import { createLoadingFlag } from './loadingFlag';

describe('spec §4 loading flag (400 ms throttle, leading edge)', () => {
  it('shows at once, then holds changes until the 400 ms window ends', () => {
    vi.useFakeTimers();
    const flag = createLoadingFlag();
    const changes: boolean[] = [];
    flag.subscribe(() => changes.push(flag.get()));

    flag.report('api', true);
    expect(flag.get()).toBe(true); // leading edge
    flag.report('api', false);
    vi.advanceTimersByTime(399);
    expect(flag.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(flag.get()).toBe(false); // trailing edge applies the latest value
    expect(changes).toEqual([true, false]);
  });

  it('a burst of short calls inside one window never flickers', () => {
    vi.useFakeTimers();
    const flag = createLoadingFlag();
    const changes: boolean[] = [];
    flag.subscribe(() => changes.push(flag.get()));
    flag.report('api', true);
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(50);
      flag.report('api', false);
      flag.report('api', true);
    }
    flag.report('api', false);
    vi.advanceTimersByTime(400);
    expect(changes).toEqual([true, false]);
  });

  it('stays on while any source is busy', () => {
    vi.useFakeTimers();
    const flag = createLoadingFlag();
    flag.report('api', true);
    flag.report('route', true);
    flag.report('api', false);
    vi.advanceTimersByTime(1000);
    expect(flag.get()).toBe(true);
    flag.report('route', false);
    expect(flag.get()).toBe(false); // window long over: applies at once
  });
});
