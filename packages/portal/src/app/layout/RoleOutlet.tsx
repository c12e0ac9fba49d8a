// The main area's screen, or — on a route another role uses (its `staticData.roles`,
// docs/security.md "Roles") — the "not available for your account" screen in its place: a typed
// address is answered clearly, inside the frame, with nothing thrown or logged.
import { Outlet, useMatches } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { roleAllows, roleOf } from '../guards';
import { NotAvailableScreen } from '../NotAvailableScreen';
import { usePortal } from '../portalContext';

export function RoleOutlet() {
  const { session } = usePortal();
  const { user } = useSnapshot(session);
  const roles = useMatches().at(-1)?.staticData?.roles;
  return roleAllows(roleOf(user), roles) ? <Outlet /> : <NotAvailableScreen />;
}
