// Which one layout the table mounts, from its own width: stacked cards under 576 px (spec §9 sm),
// a <table> from there. One is mounted at a time, so a row's actions (their dialogs and mutation
// state) exist once; measured in the commit, before paint, and followed as the box resizes.
import { useCallback, useRef, useState } from 'react';
import { breakpoints } from '../../shell/theme/tokens';

export type TableLayout = 'wide' | 'narrow';

export function useTableLayout<E extends HTMLElement>() {
  const [layout, setLayout] = useState<TableLayout>();
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    // A box not laid out (hidden, or a DOM without layout) reads 0: the table, the fuller view.
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      setLayout(width > 0 && width < breakpoints.sm ? 'narrow' : 'wide');
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  return [ref, layout] as const;
}
