// Controlled or uncontrolled table state: a host that passes `state` + `onStateChange` owns it
// (the portal keeps it in the address); otherwise the table keeps its own.
import { useCallback, useState } from 'react';
import { fullState } from './tableState';
import type { TableState } from './types';

export function useTableState(
  controlled: Partial<TableState> | undefined,
  onStateChange: ((state: TableState) => void) | undefined,
  defaultState: Partial<TableState> | undefined,
  pageSizes: readonly number[],
): [TableState, (next: TableState) => void] {
  const [own, setOwn] = useState(() => fullState(defaultState, pageSizes));
  const state = controlled ? fullState(controlled, pageSizes) : own;
  const set = useCallback(
    (next: TableState) => {
      if (!controlled) setOwn(next);
      onStateChange?.(next);
    },
    [controlled, onStateChange],
  );
  return [state, set];
}
