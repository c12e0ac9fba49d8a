// /loyalty (spec §2): loyalty programme (issue 13's LoyaltyWallet), a list screen over the points
// history (its page, status filter and sort in the address) with the wallet's other calls started
// beside the table's. Main area: needs the auth-verified flag (spec §6).
import { loyaltyHistoryList } from '@sakhli/sdk';
import { lazyScreen } from '../lazyScreen';
import { lazyQueries } from './define';
import { listScreenRoute } from './listScreenRoute';

export const loyaltyRoute = listScreenRoute({
  path: 'loyalty',
  titleKey: 'portal.title.loyalty',
  list: loyaltyHistoryList,
  component: lazyScreen(
    () => import('../../features/loyalty/LoyaltyScreen'),
    (m) => m.LoyaltyScreen,
  ),
  // The wallet, the catalogue and the recommendations come with the screen's code (STYLE.md 13).
  more: {
    queries: lazyQueries(() => import('@sakhli/widgets/queries/loyalty-wallet')),
    pick: (m, client, history) => m.loyaltyWalletQueries(client, { historyState: history }),
  },
});
