// spec §4 session: the unread-count poll runs while a user is loaded and stops when the user is gone.
import { subscribe } from 'valtio/vanilla';
import { UNREAD_POLL_MS } from '../constants';
import type { Session } from './createSession';

export interface UnreadPollOptions<T> {
  /** @defaultValue 60000 (spec §9) */
  intervalMs?: number;
  /** Receives every count fetched. */
  onCount: (count: T) => void;
  /** Receives a failed fetch; the poll keeps going. Without it failures are ignored. */
  onError?: (error: unknown) => void;
  /** Checked before each fetch; the portal pauses while the tab is hidden. */
  isPaused?: () => boolean;
}

/**
 * Fetches the unread counts at once when a user is loaded, then every `intervalMs`; stops when
 * the user is cleared and starts again when one is loaded. Returns a function that stops for good.
 */
export function startUnreadPoll<T>(
  session: Session,
  fetchCount: () => Promise<T>,
  { intervalMs = UNREAD_POLL_MS, onCount, onError, isPaused }: UnreadPollOptions<T>,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  let stopped = false;

  async function tick() {
    // A slow answer must not stack a second request on top of it.
    if (inFlight || isPaused?.()) return;
    inFlight = true;
    try {
      const count = await fetchCount();
      // The user may have signed out while the request was out: drop a stale count.
      if (!stopped && session.user) onCount(count);
    } catch (error) {
      onError?.(error);
    } finally {
      inFlight = false;
    }
  }

  function sync() {
    if (session.user && !timer && !stopped) {
      timer = setInterval(() => void tick(), intervalMs);
      void tick();
    } else if (!session.user && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  const unsubscribe = subscribe(session, sync, true);
  sync();
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearInterval(timer);
    timer = undefined;
  };
}
