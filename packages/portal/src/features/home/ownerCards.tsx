// The owner's cards on /home (issue 26 §1): bookings waiting for an answer with their 48-hour
// deadline (spec §4), guests arriving and leaving today, and revenue as a small chart. Each reads
// its own query (./queries) and shows its own states through HomeCard.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { tbilisiToday, type BookingEvent } from '@sakhli/sdk';
import { Chart, DateText, Money, useSakhliClient } from '@sakhli/widgets';
import { LinkButton } from '../../app/layout/primitives';
import { useSignedIn } from '../../app/signedIn';
import { HomeCard } from './HomeCard';
import { homeCardQueries } from './queries';

/** New bookings, soonest deadline first; the count is the whole list's. */
export function WaitingBookingsCard() {
  const intl = useIntl();
  const query = useQuery({ ...homeCardQueries.waiting(useSakhliClient()), enabled: useSignedIn() });
  return (
    <HomeCard title={intl.formatMessage({ id: 'portal.home.waiting' })} query={query} lines={3}>
      {(page) => {
        // A deadline first (soonest on top), then those without one (guests' own requests).
        const rows = [...page.items].sort((a, b) =>
          (a.accept_until ?? '\uffff').localeCompare(b.accept_until ?? '\uffff'),
        );
        return (
          <>
            <p>
              <FormattedMessage id="portal.home.waitingText" values={{ count: page.itemsCount }} />
            </p>
            {rows.length > 0 && (
              <ul>
                {rows.map((booking) => (
                  <li key={booking.id}>
                    <FormattedMessage
                      id="portal.home.waitingRow"
                      values={{
                        guest: booking.guest_name,
                        address: booking.apartment.address,
                        date: <DateText value={booking.income_date} />,
                      }}
                    />
                    {booking.accept_until && (
                      <>
                        {' · '}
                        <strong>
                          <FormattedMessage
                            id="portal.home.acceptBy"
                            values={{
                              deadline: (
                                <time dateTime={booking.accept_until}>
                                  {intl.formatDate(booking.accept_until, {
                                    dateStyle: 'medium',
                                    timeStyle: 'short',
                                    timeZone: 'Asia/Tbilisi',
                                  })}
                                </time>
                              ),
                            }}
                          />
                        </strong>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <p>
              <FormattedMessage id="portal.home.waitingRule" />
            </p>
            <p>
              <LinkButton to="/bookings">
                <FormattedMessage id="portal.home.openBookings" />
              </LinkButton>
            </p>
          </>
        );
      }}
    </HomeCard>
  );
}

function Guests({ titleId, events }: { titleId: string; events: BookingEvent[] }) {
  return (
    <div>
      <p>
        <strong>
          <FormattedMessage id={titleId} />
        </strong>
      </p>
      {events.length > 0 ? (
        <ul>
          {events.map((event) => (
            <li key={event.id}>{event.title}</li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage id="portal.home.nobody" />
        </p>
      )}
    </div>
  );
}

/** Who arrives and who leaves today (Tbilisi's day), from the bookings calendar. */
export function TodayCard() {
  const intl = useIntl();
  // The same instant as the loader's key for the day (read once per mount).
  const [now] = useState(() => Date.now());
  const query = useQuery({
    ...homeCardQueries.today(useSakhliClient(), now),
    enabled: useSignedIn(),
  });
  const today = tbilisiToday(now);
  return (
    <HomeCard title={intl.formatMessage({ id: 'portal.home.today' })} query={query} lines={3}>
      {(events) => {
        const stays = events.filter((event) => event.status !== 'canceled');
        const arriving = stays.filter((event) => event.start === today);
        const leaving = stays.filter((event) => event.end === today);
        if (arriving.length === 0 && leaving.length === 0) {
          return (
            <p>
              <FormattedMessage id="portal.home.todayNone" />
            </p>
          );
        }
        return (
          <>
            <Guests titleId="portal.home.arriving" events={arriving} />
            <Guests titleId="portal.home.leaving" events={leaving} />
          </>
        );
      }}
    </HomeCard>
  );
}

/** Revenue by month as a small chart (the shared Chart, its plotting code loaded lazily). */
export function RevenueCard() {
  const intl = useIntl();
  const query = useQuery({ ...homeCardQueries.revenue(useSakhliClient()), enabled: useSignedIn() });
  return (
    <HomeCard title={intl.formatMessage({ id: 'portal.home.revenue' })} query={query} lines={4}>
      {(revenue) => (
        <>
          <Chart
            title={intl.formatMessage({ id: 'portal.home.revenueChart' })}
            xLabel={intl.formatMessage({ id: 'portal.home.revenueMonth' })}
            yType="money"
            height={140}
            series={[
              {
                id: 'revenue',
                label: intl.formatMessage({ id: 'portal.home.revenue' }),
                points: revenue.series.map((point) => ({ x: point.month, y: point.revenue })),
              },
            ]}
            emptyMessage={intl.formatMessage({ id: 'portal.home.revenueEmpty' })}
          />
          {revenue.series.length > 0 && (
            <p>
              <FormattedMessage
                id="portal.home.revenueTotal"
                values={{ amount: <Money amount={revenue.total} /> }}
              />
            </p>
          )}
          <p>
            <LinkButton to="/analytics">
              <FormattedMessage id="portal.home.openAnalytics" />
            </LinkButton>
          </p>
        </>
      )}
    </HomeCard>
  );
}
