// /payments (spec §2, §3 Payment): the balance and what is due (with a way to pay it), over the
// user's payments in the shared DataTable — each one's status (pending, paid, failed; colour and
// word), a failed one's "Pay again" through the bills' pay flow, and the sum of every matching
// payment in the footer (the API's `meta.totals.sum`, following the filters).
import { useIntl } from 'react-intl';
import { paymentsList, type Payment } from '@sakhli/sdk';
import { DataTable, Money, WithCatalog } from '@sakhli/widgets';
import { LinkButton } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { useTableAddress } from '../../app/tableAddress';
import { FinanceSummary } from './FinanceSummary';
import { moneyMessages } from './messages';

export function PaymentsScreen() {
  return (
    <WithCatalog catalog={moneyMessages}>
      <ScreenHeading id="portal.title.payments" />
      <FinanceSummary />
      <Payments />
    </WithCatalog>
  );
}

function Payments() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <DataTable<Payment>
      caption={say('portal.money.payments.caption')}
      hideCaption
      emptyMessage={say('portal.money.payments.empty')}
      list={paymentsList}
      actionsLabel={say('portal.money.payments.actions')}
      rowActions={(row) =>
        row.status === 'failed' ? (
          <LinkButton
            to="/pay/$apartment_id/$type"
            params={{ apartment_id: String(row.apartment_id), type: row.type }}
            aria-label={intl.formatMessage(
              { id: 'portal.money.payments.retryLabel' },
              { service: say(`portal.money.utility.${row.type}`), address: row.address },
            )}
          >
            {say('portal.money.payments.retry')}
          </LinkButton>
        ) : null
      }
      footer={({ totals, itemsCount }) =>
        totals
          ? {
              label: intl.formatMessage(
                { id: 'portal.money.payments.total' },
                { count: itemsCount },
              ),
              cells: { sum: <Money amount={totals.sum ?? 0} fractionDigits={2} /> },
            }
          : null
      }
      {...useTableAddress({ list: paymentsList })}
    />
  );
}
