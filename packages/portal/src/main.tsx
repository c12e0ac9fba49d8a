// The portal's entry: services, the CSP nonce from <meta property="csp-nonce">, and the React root.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { warmIntl } from '@sakhli/widgets';
import { createPortal } from './app/createPortal';
import { PortalApp } from './app/PortalApp';
import { cspNonce } from './app/cspNonce';

const portal = createPortal();
const root = createRoot(document.getElementById('root')!);
// A signed-in page's screens build Intl (calendars, charts, dates): its locale tables first, in a
// task of their own before the first paint. `/login` builds none; signing in warms them as the
// main area starts (mainLayout.tsx).
if (portal.signedIn()) setTimeout(warmIntl);
// As a transition React renders the first screen in slices, yielding to input between them
// (a plain render is one long task on a slow phone).
setTimeout(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <PortalApp portal={portal} nonce={cspNonce()} />
      </StrictMode>,
    ),
  ),
);
