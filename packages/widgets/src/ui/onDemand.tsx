// Code a screen loads when it first shows it (React.lazy), made to outlive a lost connection.
// React.lazy keeps a failed import for good: a chunk asked for while offline left its part — and,
// with nothing to catch it, the whole widget — blank even once back online (issue 27 §1, the fault
// suite's offline test). Here an import is asked again as shell/whileOnline.ts says; one that still
// fails is the widget's boundary's to say (FailedBoundary), whose "Try again" asks for it anew.
import { lazy, type ComponentType } from 'react';
import { whileOnline } from '../shell/whileOnline';

/** How to start afresh each on-demand part whose download failed while online. */
const failedOnline = new Set<() => void>();

/** Lets every part whose download failed be asked for anew on its next render ("Try again"). */
export function retryFailedParts(): void {
  for (const reset of failedOnline) reset();
  failedOnline.clear();
}

/**
 * `React.lazy(load)` that survives going offline (above). Like lazy, one download for every use
 * of the component; unlike lazy, a download that failed is asked again after `retryFailedParts()`
 * — only then: React renders a failed part again at once, and a missing chunk must not be asked
 * for in a loop.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function onDemand<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  const attempt = () =>
    lazy(() =>
      whileOnline(load).catch((error: unknown) => {
        failedOnline.add(() => (current = attempt()));
        throw error;
      }),
    );
  let current = attempt();
  const OnDemand = (props: object) => {
    const Current = current as unknown as ComponentType<object>;
    return <Current {...props} />;
  };
  return OnDemand as T;
}
