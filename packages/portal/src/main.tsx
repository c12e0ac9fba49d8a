// The portal's entry: services, the CSP nonce from <meta property="csp-nonce">, and the React root.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { retainLanguage } from '@sakhli/sdk';
import { warmIntl } from '@sakhli/widgets';
import { createPortal } from './app/createPortal';
import { PortalApp } from './app/PortalApp';
import { cspNonce } from './app/cspNonce';

/** TanStack Router's default `pendingMs`: how long a route may load before its pending view shows. */
const ROUTE_PENDING_MS = 1000;

const portal = createPortal();
const root = createRoot(document.getElementById('root')!);
// A signed-in page's screens build Intl (calendars, charts, dates): its locale tables first, in a
// task of their own before the first paint. `/login` builds none; signing in warms them as the
// main area starts (mainLayout.tsx).
if (portal.signedIn()) setTimeout(warmIntl);
// The address's route (its chunks, its guards' calls, its screen's data) and the language's texts
// start now, side by side, not once React has mounted the router behind the texts. React then
// renders the screen they make in one transition, in slices that yield to input; a route mounted
// while it still loads renders at once, in a single long task, when it arrives. Past the router's
// pending time its "Loading…" shows as before.
const language = retainLanguage(portal.session.language);
const routed = portal.router.load().catch(() => {});
// Catalogs the route's chunks bring fetch this language's pack until the provider holds it.
void routed.finally(language.release);
void Promise.race([
  Promise.all([routed, language.loaded]),
  new Promise((resolve) => setTimeout(resolve, ROUTE_PENDING_MS)),
])
  .catch(() => {})
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <PortalApp portal={portal} nonce={cspNonce()} />
        </StrictMode>,
      ),
    ),
  );
