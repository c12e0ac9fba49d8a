// The signed-in user (the main area's loader has it in the cache) and spec §4's language rule:
// a language changed elsewhere (another device) is stored and applied in place, no reload.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isSignedIn, userQuery } from '@sakhli/sdk';
import { useSakhliClient } from '@sakhli/widgets';
import { useSnapshot } from 'valtio';
import { usePortal } from '../portalContext';
import { applyLoadedUser } from '../language';

export function useSessionUser() {
  const portal = usePortal();
  const client = useSakhliClient();
  const snapshot = useSnapshot(portal.session);
  const signedIn = isSignedIn(snapshot as typeof portal.session);
  const user = useQuery({ ...userQuery(client), enabled: signedIn });
  useEffect(() => {
    if (signedIn && user.data) applyLoadedUser(portal.session, user.data);
  }, [signedIn, user.data, portal.session]);
  return signedIn ? user.data : undefined;
}
