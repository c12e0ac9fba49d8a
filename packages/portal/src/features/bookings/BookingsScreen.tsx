// /bookings (issue 25 item 2): the owner's bookings as a timeline (apartments × days), a month or
// a list — three views of one calendar query per date range, the view, first day and filters in
// the address; a booking opens its details (/bookings/{id}/orders); the export downloads
// api/bookings/file with the same filters and days; "Book for a guest" creates one and opens it.
import { useRef, useState } from 'react';
import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import {
  apartmentsQuery,
  downloadBookingsFile,
  errorsInPlace,
  isApiError,
  type BookingStatus,
} from '@sakhli/sdk';
import {
  Button,
  CalendarGrid,
  EmptyState,
  SelectField,
  StatusBadge,
  WithCatalog,
  saveBlob,
  todayInTbilisi,
  useSakhliClient,
  type Day,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { t } from '../../app/layout/tokens';
import { bookingItem, type BookingItem } from './bookingItem';
import { BookingsList } from './BookingsList';
import { BookingsTable } from './BookingsTable';
import {
  BOOKING_VIEWS,
  TIMELINE_DAYS,
  firstDayOf,
  filtersOf,
  shownRange,
  type BookingView,
  type CalendarSearch,
} from './bookingsSearch';
import { bookingsMessages } from './messages';
import { NewBookingButton } from './NewBookingButton';
import { calendarQuery } from './queries';

const route = getRouteApi('/main/bookings');

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${t('space3')};
  margin-bottom: ${t('space4')};
  > div {
    min-width: 180px;
  }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t('space2')};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${t('space2')};
  margin: ${t('space3')} 0 0;
  padding: 0;
  list-style: none;
`;

export function BookingsScreen() {
  return (
    <WithCatalog catalog={bookingsMessages}>
      <Bookings />
    </WithCatalog>
  );
}

function Bookings() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const client = useSakhliClient();
  const { view, from, range } = shownRange(search);
  const apartments = useQuery(apartmentsQuery(errorsInPlace(client)));
  // The days shown before stay while the next range loads: focus stays on its cell.
  const calendar = useQuery({
    ...calendarQuery(client, search),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<BookingItem[]>([]);
  const [exportFailed, setExportFailed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportRef = useRef<HTMLDivElement>(null);

  const go = (next: CalendarSearch) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }) });
  // Another view keeps today in sight when it is shown now, else the first day shown.
  const today = todayInTbilisi();
  const anchor = range.from <= today && today <= range.to ? today : from;
  const open = (id: number) =>
    void navigate({ to: '/bookings/$bookingId/orders', params: { bookingId: String(id) } });

  const items = (calendar.data ?? []).map((booking) =>
    bookingItem(booking, say(`ui.status.${booking.status}`)),
  );
  const failure = apartments.error ?? calendar.error;
  const reason = failure
    ? isApiError(failure) && failure.serverMessage
      ? failure.serverMessage
      : say('portal.bookings.failed')
    : undefined;
  const retry = () => {
    if (apartments.error) void apartments.refetch();
    if (calendar.error) void calendar.refetch();
  };
  const loading = !failure && (!apartments.data || !calendar.data);
  const rows = (apartments.data ?? [])
    .filter((a) => !search.apartment || a.id === search.apartment)
    .map((a) => ({ id: String(a.id), label: a.address }));

  const exportFile = async () => {
    setExportFailed(false);
    setExporting(true);
    try {
      const file = await downloadBookingsFile(errorsInPlace(client), {
        ...filtersOf(search),
        dateRange: range,
      });
      if (exportRef.current)
        saveBlob(file.blob, file.filename ?? 'bookings.csv', exportRef.current);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const common = {
    label: say('portal.bookings.grid'),
    items,
    loading,
    error: reason,
    onRetry: retry,
    onRangeChange: (day: Day) => go({ from: day }),
    onOpen: (_cell: unknown, item: BookingItem | undefined) => {
      if (item) open(item.booking.id);
    },
    onSelect: (cell: { items: BookingItem[] }) => setSelected(cell.items),
  };

  return (
    <>
      <ScreenHeading id="portal.title.bookings" />
      <Bar role="group" aria-label={say('portal.bookings.filters')}>
        <Group role="group" aria-label={say('portal.bookings.views')}>
          {BOOKING_VIEWS.map((v: BookingView) => (
            <Button
              key={v}
              variant={v === view ? 'primary' : 'secondary'}
              aria-pressed={v === view}
              onClick={() => go({ view: v, from: firstDayOf(v, anchor) })}
            >
              {say(`portal.bookings.view.${v}`)}
            </Button>
          ))}
        </Group>
        <SelectField
          label={say('portal.bookings.apartment')}
          placeholder={say('portal.bookings.allApartments')}
          value={search.apartment ? String(search.apartment) : ''}
          options={(apartments.data ?? []).map((a) => ({ value: String(a.id), label: a.address }))}
          onChange={(event) =>
            go({ apartment: event.target.value ? Number(event.target.value) : undefined })
          }
        />
        <SelectField
          label={say('portal.bookings.status')}
          placeholder={say('portal.bookings.allStatuses')}
          value={search.status ?? ''}
          options={(['new', 'approved', 'canceled'] as const).map((s) => ({
            value: s,
            label: say(`ui.status.${s}`),
          }))}
          onChange={(event) =>
            go({ status: (event.target.value || undefined) as BookingStatus | undefined })
          }
        />
        <div ref={exportRef}>
          <Button variant="secondary" loading={exporting} onClick={() => void exportFile()}>
            {say('portal.bookings.export')}
          </Button>
        </div>
        <NewBookingButton variant="primary" onCreated={(booking) => open(booking.id)} />
      </Bar>
      {exportFailed && <p role="alert">{say('portal.bookings.exportFailed')}</p>}
      {apartments.data?.length === 0 ? (
        <EmptyState description={say('portal.bookings.noApartments')} />
      ) : view === 'list' ? (
        <BookingsList
          from={from}
          items={items}
          loading={loading}
          error={reason}
          onRetry={retry}
          onMonth={(day) => go({ from: day })}
        />
      ) : view === 'timeline' ? (
        <CalendarGrid<BookingItem>
          {...common}
          layout="timeline"
          rows={rows}
          from={from}
          days={TIMELINE_DAYS}
          rowHeading={say('portal.bookings.apartment')}
        />
      ) : (
        <CalendarGrid<BookingItem> {...common} layout="month" month={from} />
      )}
      {view !== 'list' && selected.length > 0 && (
        <section aria-label={say('portal.bookings.selected')}>
          <BookingsList from={from} items={selected} bare onMonth={() => {}} />
        </section>
      )}
      <Legend aria-label={say('portal.bookings.legend')}>
        {(['new', 'approved', 'canceled'] as const).map((status) => (
          <li key={status}>
            <StatusBadge status={status} />
          </li>
        ))}
      </Legend>
      {apartments.data?.length !== 0 && <BookingsTable />}
    </>
  );
}
