// /loyalty: issue 13's LoyaltyWallet under the screen heading. The history's page, status filter
// and sort live in the address, so Back, Forward and a reload keep them.
import { getRouteApi } from '@tanstack/react-router';
import { LoyaltyWallet, stateFromSearch, stateToSearch } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { usePortal } from '../../app/portalContext';

const loyaltyRoute = getRouteApi('/main/loyalty');

export function LoyaltyScreen() {
  const search = loyaltyRoute.useSearch();
  const navigate = loyaltyRoute.useNavigate();
  const { authRequired } = usePortal();
  return (
    <>
      <ScreenHeading id="portal.title.loyalty" />
      <LoyaltyWallet
        historyState={stateFromSearch(search)}
        onHistoryStateChange={(state) => void navigate({ search: stateToSearch(state) })}
        // A 401 of an exchange or a recommendation (calls the wallet owns) signs out as elsewhere.
        onAuthRequired={authRequired}
      />
    </>
  );
}
