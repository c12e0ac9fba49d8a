// What /loyalty reads as it opens, for its route's loader to import lazily: the points history's
// list, and the wallet's other calls (wallet, catalogue, recommendations) given the history's state.
import type { SakhliClient } from '@sakhli/sdk';
import type { TableState } from '@sakhli/widgets/queries/table';
import { loyaltyWalletQueries } from '@sakhli/widgets/queries/loyalty-wallet';

export { loyaltyHistoryList as list } from '@sakhli/sdk';

export function screenQueries(client: SakhliClient, history: TableState) {
  return loyaltyWalletQueries(client, { historyState: history });
}
