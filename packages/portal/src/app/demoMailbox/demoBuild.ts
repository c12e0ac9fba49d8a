// Whether this is a demo build (`VITE_SAKHLI_DEMO=1`: `pnpm start`, the e2e), where the screens
// say where the demo's e-mails can be read. No React here: a module without top-level effects,
// so a production build keeps nothing of it.

/**
 * Any other build gets a constant here (vite.config.ts `define`), so `{DEMO_BUILD && …}` folds
 * away with what it renders and the link's chunk is never made: a production bundle has no trace
 * of the demo mailbox (build/productionBundle.test.mjs).
 */
export const DEMO_BUILD: boolean = import.meta.env.VITE_SAKHLI_DEMO === '1';

/** The link's own chunk, in a demo build only. */
export const loadDemoMailbox = DEMO_BUILD
  ? () => import('./MailboxLink').then((m) => ({ default: m.MailboxLink }))
  : undefined;
