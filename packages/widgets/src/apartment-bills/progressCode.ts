// The pay flow's progress (the countdown, the opened page, the bank's answer) is not part of the
// bills' first view, the form (issue 28 §4): its code and its texts in the language are fetched as
// the user heads for the form (pointer or focus), and the countdown starts only once both are
// there, so its 3 seconds are all on screen.
import { loadCatalog, type Language } from '@sakhli/sdk';

export const loadProgress = () => import('./PaymentProgress');

/** The code and the texts in `language`: what the countdown waits for. */
export const progressReady = (language: Language) =>
  loadProgress().then((m) => loadCatalog(m.progressMessages, language));

const prefetch = () => void loadProgress().catch(() => {});

/** Spread on the pay form. */
export const progressPrefetch = { onPointerEnter: prefetch, onFocus: prefetch };
