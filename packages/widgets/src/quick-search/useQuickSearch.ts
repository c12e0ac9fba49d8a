// spec §2 quick search timing: nothing under 2 characters, a 200 ms debounce, then a 1 s delay
// before the request; only the newest term's answer is shown.
import { useEffect, useState } from 'react';
import {
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_DELAY_MS,
  QUICK_SEARCH_MIN,
  quickSearchResultSchema,
  type QuickSearchResult,
  type SakhliClient,
} from '@sakhli/sdk';

export type QuickSearchState =
  | { status: 'idle' }
  | { status: 'waiting'; term: string }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; result: QuickSearchResult }
  | { status: 'error'; term: string };

export interface QuickSearchTiming {
  /** @defaultValue 2 (spec §9) */
  minLength?: number;
  /** @defaultValue 200 (spec §9) */
  debounceMs?: number;
  /** @defaultValue 1000 (spec §9) */
  delayMs?: number;
}

/**
 * The search call with its errors owned here: a failure says "Connection error. Please try again
 * later.." in place (spec §2) instead of the global toast.
 */
export async function searchOwnErrors(client: SakhliClient, q: string): Promise<QuickSearchResult> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/search',
    query: { q },
    schema: quickSearchResultSchema,
    errors: 'caller',
  });
  return data;
}

export function useQuickSearch(
  client: SakhliClient,
  input: string,
  {
    minLength = QUICK_SEARCH_MIN,
    debounceMs = QUICK_SEARCH_DEBOUNCE_MS,
    delayMs = QUICK_SEARCH_DELAY_MS,
  }: QuickSearchTiming = {},
): QuickSearchState {
  const term = input.trim();
  const long = [...term].length >= minLength;
  // The newest answered (or asked) term; a different current term means "still waiting".
  const [state, setState] = useState<QuickSearchState>({ status: 'idle' });

  useEffect(() => {
    if (!long) return;
    let live = true;
    let delay: ReturnType<typeof setTimeout> | undefined;
    // Typing restarts both waits: the debounce settles the term, the delay spares the server.
    const debounce = setTimeout(() => {
      delay = setTimeout(() => {
        setState({ status: 'loading', term });
        searchOwnErrors(client, term).then(
          (result) => live && setState({ status: 'done', term, result }),
          () => live && setState({ status: 'error', term }),
        );
      }, delayMs);
    }, debounceMs);
    return () => {
      live = false;
      clearTimeout(debounce);
      clearTimeout(delay);
    };
  }, [client, term, long, debounceMs, delayMs]);

  if (!long) return { status: 'idle' };
  if (state.status === 'idle' || state.term !== term) return { status: 'waiting', term };
  return state;
}
