// Parts the services screens share: an order's lines as the shared DataTable, an invoice's sums
// (money through Money, dates through DateText) and the statuses as badges with their labels.
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { ServiceInvoice, ServiceOrder, ServiceOrderLine } from '@sakhli/sdk';
import {
  DataTable,
  DateText,
  Money,
  StatusBadge,
  tbilisiDay,
  type TableColumn,
} from '@sakhli/widgets';
import { t } from '../../app/layout/tokens';

export const Section = styled.section`
  margin-top: ${t('space8')};
  h2 {
    margin: 0 0 ${t('space3')};
    font-size: ${t('fontSizeLg')};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) auto;
  gap: ${t('space2')} ${t('space6')};
  margin: 0;
  dt {
    color: ${t('colorTextMuted')};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export function InvoiceStatus({ status }: { status: ServiceInvoice['status'] }) {
  const intl = useIntl();
  return (
    <StatusBadge
      tone={status === 'paid' ? 'success' : 'warning'}
      label={intl.formatMessage({ id: `portal.services.${status}` })}
    />
  );
}

export function OrderStatus({ status }: { status: ServiceOrder['status'] }) {
  const intl = useIntl();
  const tone = status === 'done' ? 'success' : status === 'canceled' ? 'danger' : 'info';
  return (
    <StatusBadge
      tone={tone}
      label={intl.formatMessage({ id: `portal.services.status.${status}` })}
    />
  );
}

/** An invoice's number, day, sums and status; the VAT rate when the invoice's detail gave it. */
export function InvoiceFacts({ invoice, vatRate }: { invoice: ServiceInvoice; vatRate?: number }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <Facts>
      <dt>{say('portal.services.invoiceNumber')}</dt>
      <dd>{invoice.number}</dd>
      <dt>{say('portal.services.issued')}</dt>
      <dd>
        <DateText value={tbilisiDay(invoice.issued_at)} />
      </dd>
      <dt>{say('portal.services.amount')}</dt>
      <dd>
        <Money amount={invoice.amount} fractionDigits={2} />
      </dd>
      <dt>
        {vatRate === undefined
          ? say('portal.services.vat')
          : intl.formatMessage({ id: 'portal.services.vatRate' }, { rate: vatRate })}
      </dt>
      <dd>
        <Money amount={invoice.vat} fractionDigits={2} />
      </dd>
      <dt>{say('portal.services.total')}</dt>
      <dd>
        <strong>
          <Money amount={invoice.total} fractionDigits={2} />
        </strong>
      </dd>
      <dt>{say('portal.services.invoiceStatus')}</dt>
      <dd>
        <InvoiceStatus status={invoice.status} />
      </dd>
    </Facts>
  );
}

/** An order's services: name, quantity, unit price and amount (cards at 375 px). */
export function OrderLines({
  lines,
  caption,
}: {
  lines: readonly ServiceOrderLine[];
  caption: string;
}) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const columns: TableColumn<ServiceOrderLine>[] = [
    { key: 'name', label: say('portal.services.service') },
    { key: 'quantity', label: say('portal.services.quantity'), type: 'number' },
    { key: 'unit_price', label: say('portal.services.unitPrice'), type: 'money' },
    { key: 'amount', label: say('portal.services.lineAmount'), type: 'money' },
  ];
  return (
    <DataTable<ServiceOrderLine>
      caption={caption}
      hideCaption
      emptyMessage={say('portal.services.orderedEmpty')}
      columns={columns}
      filters={false}
      rows={lines}
      rowKey={(line) => line.service_id}
    />
  );
}
