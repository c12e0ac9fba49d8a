// Every booking of the owner as the shared DataTable (issue 25 item 2): columns and filters from
// the `bookings` table config, server pagination, its state in the address under `t_` (beside the
// calendar's own `view`, `from` and filters), each id linking to the booking's details.
import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { BookingSummary } from '@sakhli/sdk';
import { DataTable } from '@sakhli/widgets';
import { TextLink } from '../../app/layout/primitives';
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
  const table = useTableAddress({ prefix: BOOKINGS_TABLE_PREFIX });
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{say('portal.bookings.table')}</h2>
      <DataTable<BookingSummary>
        caption={say('portal.bookings.table')}
        hideCaption
        emptyMessage={say('portal.bookings.tableEmpty')}
        config="bookings"
        url="api/bookings"
        cells={{
          id: {
            render: (row) => (
              <TextLink to="/bookings/$bookingId/orders" params={{ bookingId: String(row.id) }}>
                {row.id}
              </TextLink>
            ),
          },
          apartment: { value: (row) => row.apartment.address },
        }}
        {...table}
      />
    </Section>
  );
}
