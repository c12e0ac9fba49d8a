// The header's search and quick panels are code of their own (issue 28 §3: what a screen does not
// show loads on demand): fetched when the pointer or focus reaches their button, shown when opened.
// A signed-in first load (/home) does without them.
import { onDemand } from '@sakhli/widgets';

export const loadQuickSearch = () => import('./quickSearchModule');
export const loadQuickPanel = () => import('./QuickPanel');

export const QuickSearch = onDemand(() =>
  loadQuickSearch().then(({ QuickSearch: Search }) => ({ default: Search })),
);
export const QuickPanel = onDemand(() =>
  loadQuickPanel().then(({ QuickPanel: Panel }) => ({ default: Panel })),
);

/** Starts a panel's download early; a failure is tried again when it opens. */
export const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => {});
