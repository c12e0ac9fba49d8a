// The cards every signed-in role sees on /home (issue 26 §1): bills to pay with Pay, the next
// payment, unread messages, open tickets, overdue contracts and loyalty points. Each reads its own
// query (./queries) and shows its own states through HomeCard.
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateText, Money, useSakhliClient } from '@sakhli/widgets';
import { LinkButton } from '../../app/layout/primitives';
import { useSignedIn } from '../../app/signedIn';
import { HomeCard } from './HomeCard';
import { homeCardQueries } from './queries';

function useTitle(id: string) {
  return useIntl().formatMessage({ id });
}

/** What is owed, per apartment and utility, each with Pay (the /pay/{apartment_id}/{type} flow). */
export function BillsCard() {
  const intl = useIntl();
  const query = useQuery({ ...homeCardQueries.bills(useSakhliClient()), enabled: useSignedIn() });
  return (
    <HomeCard title={useTitle('portal.home.bills')} query={query} lines={3}>
      {(billing) => {
        const owing = billing.flatMap((apartment) =>
          apartment.lines.filter((line) => line.debt > 0).map((line) => ({ apartment, line })),
        );
        if (owing.length === 0) {
          return (
            <p>
              <FormattedMessage id="portal.home.bills.none" />
            </p>
          );
        }
        const total = owing.reduce((sum, { line }) => sum + line.debt, 0);
        return (
          <>
            <p>
              <FormattedMessage
                id="portal.home.bills.total"
                values={{
                  amount: <Money amount={Math.round(total * 100) / 100} fractionDigits={2} />,
                }}
              />
            </p>
            <ul>
              {owing.map(({ apartment, line }) => {
                const what = {
                  utility: intl.formatMessage({ id: `portal.home.utility.${line.type}` }),
                  address: apartment.address,
                };
                return (
                  <li key={`${apartment.apartment_id}-${line.type}`} className="row">
                    <span>
                      {intl.formatMessage({ id: 'portal.home.bills.line' }, what)}:{' '}
                      <Money amount={line.debt} fractionDigits={2} />
                    </span>
                    <LinkButton
                      to="/pay/$apartment_id/$type"
                      params={{ apartment_id: String(apartment.apartment_id), type: line.type }}
                      aria-label={intl.formatMessage({ id: 'portal.home.bills.payLine' }, what)}
                    >
                      <FormattedMessage id="portal.home.bills.pay" />
                    </LinkButton>
                  </li>
                );
              })}
            </ul>
          </>
        );
      }}
    </HomeCard>
  );
}

/** The next payment falling due and what is unpaid in all (api/finance/summary). */
export function NextPaymentCard() {
  const query = useQuery({ ...homeCardQueries.next(useSakhliClient()), enabled: useSignedIn() });
  return (
    <HomeCard title={useTitle('portal.home.next')} query={query}>
      {(summary) => (
        <>
          <p>
            {summary.next_payment ? (
              <FormattedMessage
                id="portal.home.next.due"
                values={{
                  amount: <Money amount={summary.next_payment.amount} fractionDigits={2} />,
                  date: <DateText value={summary.next_payment.date} dateStyle="long" />,
                }}
              />
            ) : (
              <FormattedMessage id="portal.home.next.none" />
            )}
          </p>
          {summary.remains > 0 && (
            <p>
              <FormattedMessage
                id="portal.home.next.remains"
                values={{ amount: <Money amount={summary.remains} fractionDigits={2} /> }}
              />
            </p>
          )}
          <p>
            <LinkButton to="/invoices">
              <FormattedMessage id="portal.home.next.open" />
            </LinkButton>
          </p>
        </>
      )}
    </HomeCard>
  );
}

/** Unread messages: the frame's counts (the same query the menu and the 60 s poll read). */
export function MessagesCard() {
  const query = useQuery({
    ...homeCardQueries.messages(useSakhliClient()),
    enabled: useSignedIn(),
  });
  return (
    <HomeCard title={useTitle('portal.home.messages')} query={query} lines={1}>
      {(counts) => (
        <>
          <p>
            <FormattedMessage
              id="portal.home.messagesText"
              values={{ count: counts.messages.count }}
            />
          </p>
          <p>
            <LinkButton to="/support">
              <FormattedMessage id="portal.home.readMessages" />
            </LinkButton>
          </p>
        </>
      )}
    </HomeCard>
  );
}

/** How many support tickets are open (the list's `items_count`). */
export function TicketsCard() {
  const query = useQuery({ ...homeCardQueries.tickets(useSakhliClient()), enabled: useSignedIn() });
  return (
    <HomeCard title={useTitle('portal.home.tickets')} query={query} lines={1}>
      {(page) => (
        <>
          <p>
            <FormattedMessage id="portal.home.ticketsText" values={{ count: page.itemsCount }} />
          </p>
          <p>
            <LinkButton to="/support">
              <FormattedMessage id="portal.home.openSupport" />
            </LinkButton>
          </p>
        </>
      )}
    </HomeCard>
  );
}

/** Contract payments past due (api/contracts/summary). */
export function ContractsCard() {
  const query = useQuery({
    ...homeCardQueries.contracts(useSakhliClient()),
    enabled: useSignedIn(),
  });
  return (
    <HomeCard title={useTitle('portal.home.contracts')} query={query} lines={1}>
      {(summary) => (
        <>
          <p>
            <FormattedMessage
              id="portal.home.contractsText"
              values={{
                count: summary.overdue_count,
                amount: <Money amount={summary.overdue_amount} fractionDigits={2} />,
              }}
            />
          </p>
          <p>
            {/* The contracts themselves are documents; /services is an owner's page. */}
            <LinkButton to="/documents">
              <FormattedMessage id="portal.home.contractsOpen" />
            </LinkButton>
          </p>
        </>
      )}
    </HomeCard>
  );
}

/** Points the user can spend, and those still awaiting confirmation (api/loyalty/wallet). */
export function LoyaltyCard() {
  const query = useQuery({ ...homeCardQueries.loyalty(useSakhliClient()), enabled: useSignedIn() });
  return (
    <HomeCard title={useTitle('portal.home.loyalty')} query={query}>
      {(wallet) => (
        <>
          <p className="figure">
            <FormattedMessage id="portal.home.loyaltyText" values={{ count: wallet.available }} />
          </p>
          <p>
            <FormattedMessage
              id="portal.home.loyaltyPending"
              values={{ count: wallet.unconfirmed }}
            />
          </p>
          <p>
            <LinkButton to="/loyalty">
              <FormattedMessage id="portal.home.loyaltyOpen" />
            </LinkButton>
          </p>
        </>
      )}
    </HomeCard>
  );
}
