// Screens load lazily; a chunk that has not arrived after 120 s fails (spec §9) and can be retried.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, languagesInUseLoaded } from '@sakhli/sdk';

/** A screen's code did not arrive in time. */
export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The screen did not load within ${timeoutMs / 1000} s`);
  }
}

/** Rejects with `ChunkTimeoutError` when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type LazyScreen<P extends object = object> = ((props: P) => ReactNode) & {
  /** Loads the chunk; the router calls it before rendering. A failure may be retried. */
  preload: () => Promise<void>;
};

/**
 * A route component whose code is a separate chunk. The router preloads it while the route
 * resolves; a failure (or the 120 s timeout) reaches the route's error screen, and "Try again"
 * loads afresh instead of repeating the cached failure.
 */
export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyScreen<P> {
  let loading: Promise<void> | undefined;
  let screen: ComponentType<P> | undefined;
  const preload = () =>
    // Issue 28 §2: the chunk's catalogs fetch their packs in the language on screen as it runs;
    // the screen shows once they are in (a failed pack is a failed load, retried the same way).
    (loading ??= withTimeout(
      load().then((module) => languagesInUseLoaded().then(() => module)),
      timeoutMs,
    ).then(
      (module) => {
        screen = pick(module);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Screen(props: P) {
    // Suspends until the chunk is in; the router normally preloaded it already.
    if (!screen) throw preload();
    return createElement(screen, props);
  }
  return Object.assign(Screen, { preload });
}
