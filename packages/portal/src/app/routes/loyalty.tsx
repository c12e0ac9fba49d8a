// /loyalty (spec §2): loyalty programme (issue 13's LoyaltyWallet). Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { stateFromSearch, stateToSearch } from '@sakhli/widgets';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries } from './define';
import { lazyScreen } from '../lazyScreen';

export const loyaltyRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'loyalty',
    staticData: { titleKey: 'portal.title.loyalty' },
    // The history table's state (`page`, `per_page`, `sort`, `status`) as flat strings; a
    // hand-edited address loses what the table could not read, never throws.
    validateSearch: (search: Record<string, unknown>): Record<string, string> =>
      stateToSearch(stateFromSearch(search)),
    beforeLoad: requireSignIn,
    loaderDeps: ({ search }) => ({ history: stateFromSearch(search) }),
    component: lazyScreen(
      () => import('../../features/loyalty/LoyaltyScreen'),
      (m) => m.LoyaltyScreen,
    ),
  }),
  // The wallet, the catalogue, the history page in the address and the recommendations come with
  // the screen's code (STYLE.md 13).
  lazyQueries(() => import('@sakhli/widgets/queries/loyalty-wallet')),
  (m, { context, deps }) => m.loyaltyWalletQueries(context.client, { historyState: deps.history }),
);
