// The width of an element, followed as it resizes: nivo draws at a fixed size, the chart fits its
// box. A callback ref, so a box that leaves (the table view) and comes back is measured afresh.
// Measured when the observer reports, after the browser's own layout (measuring in the ref forced
// a layout of the whole page in the middle of React's commit: 129 ms at 4× CPU on /home, issue 28
// §5). The plot is then drawn in a transition, which React renders in slices: drawn at once
// (flushSync) it was one task of 84–148 ms on /home at full speed on a slow machine, with the cards'
// answers flushed into it, Lighthouse's longest blocking task; in slices no task there passed 55
// ms. The box is sized and busy until then, so nothing moves when the plot comes.
import { startTransition, useCallback, useRef, useState } from 'react';

export function useWidth<E extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    observer.current = new ResizeObserver(() => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) startTransition(() => setWidth(next));
    });
    observer.current.observe(element);
  }, []);
  return [ref, width] as const;
}
