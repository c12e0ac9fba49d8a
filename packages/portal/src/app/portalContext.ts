// The portal's services for its own components (session, loading flag); widgets use SakhliProvider's.
import { createContext, useContext } from 'react';
import type { Portal } from './createPortal';

export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('No portal found: render inside <PortalApp portal={…}>');
  return portal;
}
