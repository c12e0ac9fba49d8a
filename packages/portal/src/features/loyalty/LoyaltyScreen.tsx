// /loyalty: issue 13's LoyaltyWallet under the screen heading. The history's page, status filter
// and sort live in the address, so Back, Forward and a reload keep them.
import { getRouteApi } from '@tanstack/react-router';
import { LoyaltyWallet, stateFromSearch, stateToSearch } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';

const loyaltyRoute = getRouteApi('/main/loyalty');

export function LoyaltyScreen() {
  const search = loyaltyRoute.useSearch();
  const navigate = loyaltyRoute.useNavigate();
  return (
    <>
      <ScreenHeading id="portal.title.loyalty" />
      <LoyaltyWallet
        historyState={stateFromSearch(search)}
        onHistoryStateChange={(state) => void navigate({ search: stateToSearch(state) })}
      />
    </>
  );
}
