// The portal's entry: services, the CSP nonce from <meta property="csp-nonce">, and the React root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPortal } from './app/createPortal';
import { PortalApp } from './app/PortalApp';
import { cspNonce } from './app/cspNonce';

const portal = createPortal();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalApp portal={portal} nonce={cspNonce()} />
  </StrictMode>,
);
