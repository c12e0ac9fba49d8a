// The width of an element, followed as it resizes: nivo draws at a fixed size, the chart fits its
// box. A callback ref, so a box that leaves (the table view) and comes back is measured afresh.
// Measured when the observer reports, after the browser's own layout: measuring at once forced a
// layout of the whole page in the middle of React's commit (129 ms at 4× CPU on /home, issue 28 §5).
import { useCallback, useRef, useState } from 'react';

export function useWidth<E extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  return [ref, width] as const;
}
