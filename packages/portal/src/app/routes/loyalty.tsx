// /loyalty (spec §2): loyalty programme (issue 13's LoyaltyWallet), a list screen over the points
// history (its page, status filter and sort in the address) with the wallet's other calls started
// beside the table's. Main area: needs the auth-verified flag (spec §6).
import { lazyScreen } from '../lazyScreen';
import { lazyQueries } from './define';
import { listScreenRoute } from './listScreenRoute';

export const loyaltyRoute = listScreenRoute({
  path: 'loyalty',
  titleKey: 'portal.title.loyalty',
  // The history's list, the wallet, the catalogue and the recommendations come with the screen's
  // code (STYLE.md 13).
  queries: lazyQueries(() => import('../../features/loyalty/queries')),
  component: lazyScreen(
    () => import('../../features/loyalty/LoyaltyScreen'),
    (m) => m.LoyaltyScreen,
  ),
});
