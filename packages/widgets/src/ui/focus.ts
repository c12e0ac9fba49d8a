// Focus moves the widgets make for keyboard and screen-reader users: never on their own, only
// after something the user did, so a widget does not steal focus from the host page.
import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Focuses `target` once `ready` (its content has loaded) when `wanted`. */
export function useFocusWhenReady(
  target: RefObject<HTMLElement | null>,
  wanted: boolean,
  ready = true,
): void {
  useEffect(() => {
    if (wanted && ready) target.current?.focus();
  }, [target, wanted, ready]);
}

/**
 * Returns a request to focus, after the next render, the first field inside `root` marked
 * `aria-invalid` — for a submit that was refused, so the user lands on what to fix.
 */
export function useFocusFirstInvalid(root: RefObject<HTMLElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests, root]);
  return useCallback(() => setRequests((n) => n + 1), []);
}
