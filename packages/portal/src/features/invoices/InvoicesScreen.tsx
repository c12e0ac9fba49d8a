// /invoices (spec §2, §3 Finance: invoice, VAT): the user's invoices in the shared DataTable over
// `invoicesList` — net, 18 % VAT and total per invoice, the sums of every matching invoice in the
// footer (the API's `meta.totals`), and a paid invoice's receipt (`api/transactions/docs/{id}`)
// fetched through the SDK with the session.
import { useIntl } from 'react-intl';
import { downloadTransactionDoc, invoicesList, type Invoice } from '@sakhli/sdk';
import { DataTable, Money, useSakhliClient, WithCatalog } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { useTableAddress } from '../../app/tableAddress';
import { invoicesMessages } from './messages';

export function InvoicesScreen() {
  return (
    <WithCatalog catalog={invoicesMessages}>
      <ScreenHeading id="portal.title.invoices" />
      <Invoices />
    </WithCatalog>
  );
}

function Invoices() {
  const intl = useIntl();
  const client = useSakhliClient();
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <DataTable<Invoice>
      caption={say('portal.invoices.caption')}
      hideCaption
      emptyMessage={say('portal.invoices.empty')}
      list={invoicesList}
      cells={{
        receipt_id: {
          value: (row) => (row.receipt_id ? say('portal.invoices.receipt') : null),
          download: (row) =>
            row.receipt_id ? () => downloadTransactionDoc(client, row.receipt_id!) : null,
        },
      }}
      footer={({ totals, itemsCount }) =>
        totals
          ? {
              label: intl.formatMessage({ id: 'portal.invoices.total' }, { count: itemsCount }),
              cells: {
                net: <Money amount={totals.net ?? 0} fractionDigits={2} />,
                vat: <Money amount={totals.vat ?? 0} fractionDigits={2} />,
                total: <Money amount={totals.total ?? 0} fractionDigits={2} />,
              },
            }
          : null
      }
      {...useTableAddress({ list: invoicesList })}
    />
  );
}
