// /transactions (spec §2 "finances", §3 Finance): the balance of every apartment and what is due
// (with a way to pay it), over the transactions of every apartment in the shared DataTable.
import { FormattedMessage } from 'react-intl';
import { transactionsList } from '@sakhli/sdk';
import { WithCatalog } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { FinanceSummary } from './FinanceSummary';
import { TransactionsTable } from './TransactionsTable';
import { moneyMessages } from './messages';

export function TransactionsScreen() {
  return (
    <WithCatalog catalog={moneyMessages}>
      <ScreenHeading id="portal.title.transactions" />
      <FinanceSummary />
      <TransactionsTable
        list={transactionsList}
        caption={<FormattedMessage id="portal.money.transactions.caption" />}
      />
    </WithCatalog>
  );
}
