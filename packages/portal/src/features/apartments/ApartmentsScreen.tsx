// /apartments (issue 12 §6): the user's apartments with their billing summary (api/apartments/list +
// api/apartments/billing, both started by the route's loader), each linking to its page — the
// shared DataTable with local rows, so paging, cards at 375 px and every state come with it.
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  apartmentsBillingQuery,
  apartmentsQuery,
  errorsInPlace,
  type Apartment,
  type ApartmentBilling,
} from '@sakhli/sdk';
import {
  apiMessage,
  DataTable,
  Money,
  useSakhliClient,
  WithCatalog,
  type TableColumn,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { TextLink } from '../../app/layout/primitives';
import { useTableAddress } from '../../app/tableAddress';
import { apartmentsMessages } from './messages';

export interface ApartmentRow {
  id: number;
  address: string;
  city: string;
  rooms: number;
  area: number;
  /** GEL owed over every utility; null while billing has no line for it. */
  debt: number | null;
  /** The sum of each utility's latest bill. */
  lastBills: number | null;
  owes: 'owes' | 'paidUp';
}

/** One row per apartment, its billing joined by id. */
export function apartmentRows(
  apartments: readonly Apartment[],
  billing: readonly ApartmentBilling[],
): ApartmentRow[] {
  return apartments.map((apartment) => {
    const bill = billing.find((b) => b.apartment_id === apartment.id);
    const debt = bill ? bill.debt : null;
    return {
      id: apartment.id,
      address: apartment.address,
      city: apartment.city,
      rooms: apartment.rooms,
      area: apartment.area,
      debt,
      lastBills: bill
        ? Math.round(bill.lines.reduce((sum, l) => sum + l.last_bill, 0) * 100) / 100
        : null,
      owes: debt && debt > 0 ? 'owes' : 'paidUp',
    };
  });
}

/** The screen with its texts (they ship with this chunk, not the portal's first load). */
export function ApartmentsScreen() {
  return (
    <WithCatalog catalog={apartmentsMessages}>
      <ApartmentsList />
    </WithCatalog>
  );
}

function ApartmentsList() {
  const intl = useIntl();
  // The table shows a failure with its retry: the policy does not toast it too.
  const client = errorsInPlace(useSakhliClient());
  const apartments = useQuery(apartmentsQuery(client));
  const billing = useQuery(apartmentsBillingQuery(client));
  const table = useTableAddress();
  const say = (id: string) => intl.formatMessage({ id });

  const rows =
    apartments.data && billing.data ? apartmentRows(apartments.data, billing.data) : undefined;
  const failure = apartments.error ?? billing.error;
  const total = rows?.reduce((sum, row) => sum + (row.debt ?? 0), 0) ?? 0;

  const columns: TableColumn<ApartmentRow>[] = [
    {
      key: 'address',
      label: say('portal.apartments.address'),
      render: (row) => (
        <TextLink to="/apartments/$id" params={{ id: String(row.id) }}>
          {row.address}
        </TextLink>
      ),
    },
    {
      key: 'city',
      label: say('portal.apartments.city'),
      value: (row) => say(`portal.apartments.${row.city}`),
    },
    { key: 'rooms', label: say('portal.apartments.rooms'), type: 'number' },
    { key: 'area', label: say('portal.apartments.area'), type: 'number' },
    { key: 'lastBills', label: say('portal.apartments.lastBills'), type: 'money' },
    { key: 'debt', label: say('portal.apartments.debt'), type: 'money' },
    {
      key: 'owes',
      label: say('portal.apartments.state'),
      type: 'status',
      labels: { owes: say('portal.apartments.owes'), paidUp: say('portal.apartments.paidUp') },
      tones: { owes: 'warning', paidUp: 'success' },
    },
  ];

  return (
    <>
      <ScreenHeading id="portal.title.apartments" />
      {rows && rows.length > 1 && total > 0 && (
        <p>
          {intl.formatMessage(
            { id: 'portal.apartments.total' },
            { amount: <Money key="total" amount={total} /> },
          )}
        </p>
      )}
      <DataTable<ApartmentRow>
        caption={say('portal.apartments.caption')}
        emptyMessage={say('portal.apartments.empty')}
        columns={columns}
        rows={rows}
        loading={!rows && !failure}
        error={failure ? apiMessage(intl, failure) : undefined}
        onRetry={() => {
          if (apartments.error) void apartments.refetch();
          if (billing.error) void billing.refetch();
        }}
        {...table}
      />
    </>
  );
}
