// After a refused submit, focus goes to the field to fix: the form kit's move (ui/useForm), in a
// module of its own so a form that only needs this (the guest booking's wizard steps) pays no more.
import { useCallback, useEffect, useState, type RefObject } from 'react';

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
