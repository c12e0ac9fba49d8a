// The frame's first screen, rendered in slices (issue 28 §5). The router commits what a load matched
// as one blocking render (its store is read with useSyncExternalStore, which React never slices):
// signed-in /home was one 415 ms task at 4× CPU, keys and taps waited, and Lighthouse counted it
// all as blocking time. Mounted in a transition, React renders the screen in 5 ms slices and the
// frame around it paints first; until then, and while the screen waits for what it suspends on,
// the router's loading state shows (the fault suite: never a blank screen). Only the first: the
// frame stays mounted, and later screens render as before, in place of the one shown.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { RoutePending } from '../RoutePending';

export function MountInSlices({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : <RoutePending />;
}
