// The list view of /bookings (the default under 576 px): the month's bookings by arrival, each with
// its status (badge: icon and text), its stay and a link to its details. Also lists the bookings
// of a day tapped in the timeline or month.
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import {
  Button,
  DateText,
  EmptyState,
  ErrorState,
  LoadingState,
  StatusBadge,
  addMonths,
  daysBetween,
  formatMonth,
  useLanguage,
  type Day,
} from '@sakhli/widgets';
import { TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';
import type { BookingItem } from './bookingItem';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${t('space2')};
  margin-bottom: ${t('space3')};
  p {
    margin: 0;
    font-size: ${t('fontSizeLg')};
    font-weight: ${t('fontWeightBold')};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${t('space2')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${t('space1')};
    padding: ${t('space3')};
    border: 1px solid ${t('colorBorderSubtle')};
    border-radius: ${t('radiusMd')};
  }
`;

export interface BookingsListProps {
  /** The first day of the month shown. */
  from: Day;
  items: readonly BookingItem[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  onMonth: (from: Day) => void;
  /** Only the items (a tapped day's), without the month's title and buttons. */
  bare?: boolean;
}

export function BookingsList({
  from,
  items,
  loading,
  error,
  onRetry,
  onMonth,
  bare,
}: BookingsListProps) {
  const intl = useIntl();
  const language = useLanguage();
  const say = (id: string) => intl.formatMessage({ id });
  const [y, m] = from.split('-').map(Number);
  const sorted = [...items].sort((a, b) => a.start.localeCompare(b.start));
  return (
    <div>
      {!bare && (
        <Head>
          <p aria-live="polite">{formatMonth(new Date(y!, m! - 1, 15), language)}</p>
          <div>
            <Button variant="secondary" onClick={() => onMonth(addMonths(from, -1))}>
              {say('portal.bookings.previousMonth')}
            </Button>{' '}
            <Button variant="secondary" onClick={() => onMonth(addMonths(from, 1))}>
              {say('portal.bookings.nextMonth')}
            </Button>
          </div>
        </Head>
      )}
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : loading ? (
        <LoadingState lines={4} />
      ) : sorted.length === 0 ? (
        <EmptyState description={say('portal.bookings.empty')} />
      ) : (
        <Items>
          {sorted.map((item) => (
            <li key={item.id}>
              <span>
                <StatusBadge status={item.booking.status} /> {item.label}
              </span>
              <span>
                {intl.formatMessage(
                  { id: 'portal.bookings.stay' },
                  {
                    arrival: <DateText key="a" value={item.start} />,
                    departure: <DateText key="d" value={item.end} />,
                    nights: daysBetween(item.start, item.end),
                  },
                )}
              </span>
              <TextLink
                to="/bookings/$bookingId/orders"
                params={{ bookingId: String(item.booking.id) }}
                aria-label={`${say('portal.bookings.open')}: ${item.label}`}
              >
                {say('portal.bookings.open')}
              </TextLink>
            </li>
          ))}
        </Items>
      )}
    </div>
  );
}
