// The width of an element, followed as it resizes: nivo draws at a fixed size, the chart fits its
// box. A callback ref, so a box that leaves (the table view) and comes back is measured afresh.
// Measured when the observer reports, after the browser's own layout and before it paints, and
// drawn at once (flushSync), so the first frame painted has the plot: measuring in the ref forced
// a layout of the whole page in the middle of React's commit (129 ms at 4× CPU on /home, issue 28
// §5), and drawing after the report left one frame without the plot.
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export function useWidth<E extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    observer.current = new ResizeObserver(() => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) flushSync(() => setWidth(next));
    });
    observer.current.observe(element);
  }, []);
  return [ref, width] as const;
}
