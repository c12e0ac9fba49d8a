// A guard's "no" as the router's redirect: the auth area's routes need only this of define.ts, so
// the signed-out first load (/login) does without the main area's route helpers (issue 28 §3).
import { redirect } from '@tanstack/react-router';
import type { GuardResult } from '../guards';

/** Throws the router's redirect when a guard says no. */
export function redirectIf(result: GuardResult): void {
  if (result) throw redirect({ to: result.to, replace: true });
}
