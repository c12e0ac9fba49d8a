// spec §4, §9 loading indicator: one global flag, throttled to 400 ms with the leading edge.
import { LOADING_THROTTLE_MS } from '@sakhli/sdk';

export interface LoadingFlag {
  /** A source (API calls, route loading) reports whether it is busy. */
  report(source: string, busy: boolean): void;
  get(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The first change shows at once (leading edge); further changes within `throttleMs` wait for the
 * window to end and then apply their latest value (trailing edge), so the bar neither flickers
 * for a burst of short calls nor stays on after the last one.
 */
export function createLoadingFlag(throttleMs: number = LOADING_THROTTLE_MS): LoadingFlag {
  const busy = new Set<string>();
  const listeners = new Set<() => void>();
  let shown = false;
  let wanted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (value: boolean) => {
    if (value === shown) return;
    shown = value;
    listeners.forEach((listener) => listener());
  };
  const windowEnded = () => {
    timer = undefined;
    if (wanted !== shown) {
      show(wanted);
      timer = setTimeout(windowEnded, throttleMs);
    }
  };
  const update = () => {
    wanted = busy.size > 0;
    if (timer || wanted === shown) return;
    show(wanted);
    timer = setTimeout(windowEnded, throttleMs);
  };

  return {
    report(source, isBusy) {
      if (isBusy) busy.add(source);
      else busy.delete(source);
      update();
    },
    get: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
