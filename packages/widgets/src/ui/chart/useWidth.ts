// The width of an element, followed as it resizes: nivo draws at a fixed size, the chart fits its
// box. A callback ref, so a box that leaves (the table view) and comes back is measured afresh.
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
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  return [ref, width] as const;
}
