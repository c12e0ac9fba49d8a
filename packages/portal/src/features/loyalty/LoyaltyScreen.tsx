// /loyalty: issue 13's LoyaltyWallet under the screen heading. The history's page, status filter
// and sort live in the address (the params `loyaltyHistoryList` takes), so Back, Forward and a
// reload keep them.
import { loyaltyHistoryList } from '@sakhli/sdk';
import { LoyaltyWallet } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { usePortal } from '../../app/portalContext';
import { useTableAddress } from '../../app/tableAddress';

export function LoyaltyScreen() {
  const history = useTableAddress({ list: loyaltyHistoryList });
  const { authRequired } = usePortal();
  return (
    <>
      <ScreenHeading id="portal.title.loyalty" />
      <LoyaltyWallet
        historyState={history.state}
        onHistoryStateChange={history.onStateChange}
        // A 401 of an exchange or a recommendation (calls the wallet owns) signs out as elsewhere.
        onAuthRequired={authRequired}
      />
    </>
  );
}
