// Loads the signed-in user and applies spec §4's language rule (differs from stored → store, reload).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isSignedIn, userQuery } from '@sakhli/sdk';
import { useSakhliClient } from '@sakhli/widgets';
import { useSnapshot } from 'valtio';
import { usePortal } from '../portalContext';
import { applyLoadedUser } from '../language';

export function useSessionUser(reload: () => void = () => window.location.reload()) {
  const portal = usePortal();
  const client = useSakhliClient();
  const snapshot = useSnapshot(portal.session);
  const signedIn = isSignedIn(snapshot as typeof portal.session);
  const user = useQuery({ ...userQuery(client), enabled: signedIn });
  useEffect(() => {
    if (signedIn && user.data) applyLoadedUser(portal.session, user.data, reload);
  }, [signedIn, user.data, portal.session, reload]);
  return signedIn ? user.data : undefined;
}
