// A transactions table (all apartments' or one's): date, apartment, type, amount, and a payment's
// receipt (`api/transactions/docs/{id}`, fetched through the SDK with the session); the footer is
// the net of every matching transaction (the API's `meta.totals.amount`), following the filters.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { downloadTransactionDoc, type ListDefinition, type Transaction } from '@sakhli/sdk';
import { DataTable, Money, useSakhliClient } from '@sakhli/widgets';
import { useTableAddress } from '../../app/tableAddress';

export interface TransactionsTableProps {
  list: ListDefinition<Transaction>;
  caption: ReactNode;
  /** One apartment's: its column and filter would say the same on every row. */
  oneApartment?: boolean;
}

export function TransactionsTable({ list, caption, oneApartment = false }: TransactionsTableProps) {
  const intl = useIntl();
  const client = useSakhliClient();
  return (
    <DataTable<Transaction>
      caption={caption}
      hideCaption
      emptyMessage={intl.formatMessage({ id: 'portal.money.transactions.empty' })}
      list={list}
      {...(oneApartment ? { hiddenColumns: ['address'], hiddenFilters: ['apartment_id'] } : {})}
      cells={{
        has_doc: {
          value: (row) => (row.has_doc ? intl.formatMessage({ id: 'portal.money.receipt' }) : null),
          download: (row) => (row.has_doc ? () => downloadTransactionDoc(client, row.id) : null),
        },
      }}
      footer={({ totals, itemsCount }) =>
        totals
          ? {
              label: intl.formatMessage(
                { id: 'portal.money.transactions.total' },
                { count: itemsCount },
              ),
              cells: { amount: <Money amount={totals.amount ?? 0} fractionDigits={2} /> },
            }
          : null
      }
      {...useTableAddress({ list })}
    />
  );
}
