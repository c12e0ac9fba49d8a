// The points history (spec §4 Points, §7 GET history): the wallet's third section, under the
// balances and the products. Its table (the shared DataTable with its filter and pager,
// PointsTable.tsx) is not in the wallet's first load (issue 28 §4): it is fetched as the wallet
// opens, its first page asked for beside that code rather than after it, the section's heading and
// the table's skeleton in place meanwhile.
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useSakhliClient } from '../shell/context';
import type { TableState } from '../ui/data-table/types';
import { LoadingState } from '../ui/States';
import { historyQueryOptions } from './historyTable';
import { WalletSection } from './parts';
import { useLoyaltySource } from './source';
import { onDemand } from '../ui/onDemand';

/**
 * The table's code and the shared table it imports, asked for together: one after the other they
 * were two round trips (then the table's own parts a third).
 */
export const loadPointsTable = () =>
  Promise.all([import('./PointsTable'), import('../ui/data-table/DataTable')]).then(
    ([module]) => module,
  );

const PointsTable = onDemand(() => loadPointsTable().then((m) => ({ default: m.PointsTable })));

export interface PointsHistoryProps {
  /** The table's state, when a host keeps it (the portal's address). */
  state?: Partial<TableState> | undefined;
  onStateChange?: ((state: TableState) => void) | undefined;
}

export function PointsHistory({ state, onStateChange }: PointsHistoryProps) {
  const intl = useIntl();
  const source = useLoyaltySource();
  const client = useSakhliClient();
  const queryClient = useQueryClient();
  const title = intl.formatMessage({ id: 'loyalty.history.title' });
  // The very query the table makes for the page it opens on (asked once: fresh 30 s); later pages
  // are the table's own to ask for.
  useEffect(() => {
    if (!source.demo) void queryClient.prefetchQuery(historyQueryOptions(client, state));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page only.
  }, [source.demo, queryClient, client]);
  return (
    <WalletSection title={title}>
      <div part="history">
        {/* The table's own skeleton while it loads: its filter's line and six rows. */}
        <Suspense fallback={<LoadingState lines={6} />}>
          <PointsTable title={title} state={state} onStateChange={onStateChange} />
        </Suspense>
      </div>
    </WalletSection>
  );
}
