// /deals (spec §1, §2; issue 26 §7): sales and rental deals on the user's apartments — the shared
// DataTable over the SDK's `dealsList` (api/deals, the `deals` table config), its page, sort and
// filters in the address.
import { useIntl } from 'react-intl';
import { dealsList, type Deal } from '@sakhli/sdk';
import { DataTable, Money, WithCatalog } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { useTableAddress } from '../../app/tableAddress';
import { dealsMessages } from './messages';

/** The screen with its texts (they ship with this chunk, not the portal's first load). */
export function DealsScreen() {
  return (
    <WithCatalog catalog={dealsMessages}>
      <Deals />
    </WithCatalog>
  );
}

function Deals() {
  const intl = useIntl();
  const table = useTableAddress({ list: dealsList });
  return (
    <>
      <ScreenHeading id="portal.title.deals" />
      <DataTable<Deal>
        caption={intl.formatMessage({ id: 'portal.deals.caption' })}
        emptyMessage={intl.formatMessage({ id: 'portal.deals.empty' })}
        list={dealsList}
        cells={{
          // A deal is in lari or in dollars: the config's money type alone would say lari.
          amount: {
            render: (deal) =>
              deal.currency === 'GEL' ? (
                <Money amount={deal.amount} />
              ) : (
                intl.formatNumber(deal.amount, { style: 'currency', currency: deal.currency })
              ),
          },
        }}
        {...table}
      />
    </>
  );
}
