// Leaving an open article or ticket (the widget's own Back): when this address entry was pushed
// from the list, step back in history, so the in-page Back and the browser's Back agree and the
// browser's Back does not reopen what the user just left (QA pass 2, #4). Otherwise (a link, a
// reload, quick search) replace the entry with the list.
import type { AnyRouter } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set on the entry of an article or ticket opened from its list on the same screen. */
    openedFromList?: boolean;
  }
}

/** The history state to push with an article or ticket opened from the list. */
export const OPENED_FROM_LIST = { openedFromList: true } as const;

export function backToList(router: AnyRouter, replaceWithList: () => void): void {
  if (router.state.location.state.openedFromList) router.history.back();
  else replaceWithList();
}
