// Every booking of the owner as the shared DataTable (issue 25 item 2): columns and filters from
// the `bookings` table config, server pagination, its state in the address under `t_` (beside the
// calendar's own `view`, `from` and filters), each row's first cell linking to the booking's details.
import styled from '@emotion/styled';
import { useId } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { bookingsList, type BookingSummary } from '@sakhli/sdk';
import { DataTable } from '@sakhli/widgets';
import { t } from '../../app/layout/tokens';
import { useTableAddress } from '../../app/tableAddress';
import { BOOKINGS_TABLE_PREFIX } from './bookingsSearch';

const Section = styled.section`
  margin-top: ${t('space8')};
  h2 {
    margin: 0 0 ${t('space3')};
    font-size: ${t('fontSizeLg')};
  }
`;

export function BookingsTable() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const navigate = useNavigate();
  const table = useTableAddress({ list: bookingsList, prefix: BOOKINGS_TABLE_PREFIX });
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{say('portal.bookings.table')}</h2>
      <DataTable<BookingSummary>
        caption={say('portal.bookings.table')}
        hideCaption
        emptyMessage={say('portal.bookings.tableEmpty')}
        list={bookingsList}
        cells={{ apartment: { value: (row) => row.apartment.address } }}
        rowHref={(row) => `/bookings/${row.id}/orders`}
        onRowOpen={(row) =>
          void navigate({
            to: '/bookings/$bookingId/orders',
            params: { bookingId: String(row.id) },
          })
        }
        {...table}
      />
    </Section>
  );
}
