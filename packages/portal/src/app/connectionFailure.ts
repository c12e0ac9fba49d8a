// Which failures are the connection's (not the server's answer): a screen that failed for one loads
// again by itself once the browser is back online (issue 27 §1), instead of waiting for "Try again".
import { useEffect, useRef } from 'react';
import { isApiError } from '@sakhli/sdk';
import { ChunkTimeoutError } from './lazyScreen';

/** Browsers word a screen chunk that never arrived each their own way (all as a `TypeError`). */
const CHUNK_NOT_FETCHED =
  /dynamically imported module|module script failed|Failed to fetch|Load failed|NetworkError/i;

/** Whether `error` says the connection failed: a call or a screen's code that never arrived. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  if (isApiError(error)) return error.kind === 'network' || error.kind === 'timeout';
  return error instanceof TypeError && CHUNK_NOT_FETCHED.test(error.message);
}

/** Runs `retry` once when the browser comes back online, while `failedForConnection` holds. */
export function useRetryWhenOnline(failedForConnection: boolean, retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!failedForConnection) return;
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline, { once: true });
    return () => window.removeEventListener('online', onOnline);
  }, [failedForConnection]);
}
