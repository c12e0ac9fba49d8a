// The balance and what is due (spec §3 Finance: balance, debt, remains to pay, next payment, VAT),
// of every apartment or of one, with a way to pay each service that owes: the bills' own pay flow
// (/pay/{apartment_id}/{type}, spec §2), so paying works the same from every screen.
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import {
  apartmentsBillingQuery,
  errorsInPlace,
  financeSummaryQuery,
  type ApartmentBilling,
} from '@sakhli/sdk';
import {
  Card,
  DateText,
  ErrorState,
  formatMoney,
  LoadingState,
  Money,
  useLanguage,
  useSakhliClient,
} from '@sakhli/widgets';
import styled from '@emotion/styled';
import { LinkButton } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';
import { Columns, Figures } from './parts';

const money = (amount: number) => <Money amount={amount} fractionDigits={2} />;

export function FinanceSummary({ apartmentId }: { apartmentId?: number }) {
  return (
    <Columns>
      <Balance apartmentId={apartmentId} />
      <Dues apartmentId={apartmentId} />
    </Columns>
  );
}

function Balance({ apartmentId }: { apartmentId: number | undefined }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const summary = useQuery(financeSummaryQuery(errorsInPlace(useSakhliClient()), apartmentId));
  return (
    <Card level={2} title={say('portal.money.summary.title')}>
      {summary.isPending ? (
        <LoadingState lines={3} heading={false} />
      ) : summary.isError ? (
        <ErrorState
          message={say('portal.money.summary.failed')}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : (
        <Figures
          items={[
            {
              id: 'balance',
              label: say('portal.money.summary.balance'),
              value: money(summary.data.balance),
            },
            {
              id: 'debt',
              label: say('portal.money.summary.debt'),
              value: money(summary.data.debt),
            },
            {
              id: 'remains',
              label: say('portal.money.summary.remains'),
              value: money(summary.data.remains),
            },
            ...(summary.data.vat === null
              ? []
              : [
                  {
                    id: 'vat',
                    label: say('portal.money.summary.vat'),
                    value: money(summary.data.vat),
                  },
                ]),
            {
              id: 'next',
              label: say('portal.money.summary.next'),
              value: summary.data.next_payment
                ? intl.formatMessage(
                    { id: 'portal.money.summary.nextValue' },
                    {
                      amount: money(summary.data.next_payment.amount),
                      date: <DateText value={summary.data.next_payment.date} />,
                    },
                  )
                : say('portal.money.summary.nothingNext'),
            },
          ]}
        />
      )}
    </Card>
  );
}

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${t('space3')};
  margin: 0;
  padding: ${t('space2')} ${t('space4')} ${t('space4')};
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${t('space2')};
  }
  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** Every service that owes something, of every apartment or of one, each with its "Pay". */
function Dues({ apartmentId }: { apartmentId: number | undefined }) {
  const intl = useIntl();
  const language = useLanguage();
  const say = (id: string) => intl.formatMessage({ id });
  const billing = useQuery(apartmentsBillingQuery(errorsInPlace(useSakhliClient())));
  const owing = (billing.data ?? [])
    .filter((a: ApartmentBilling) => apartmentId === undefined || a.apartment_id === apartmentId)
    .flatMap((a) =>
      a.lines.filter((line) => line.debt > 0).map((line) => ({ ...line, apartment: a })),
    );
  return (
    <Card level={2} title={say('portal.money.pay.title')}>
      {billing.isPending ? (
        <LoadingState lines={2} heading={false} />
      ) : billing.isError ? (
        <ErrorState
          message={say('portal.money.pay.failed')}
          onRetry={() => void billing.refetch()}
          retrying={billing.isFetching}
        />
      ) : owing.length === 0 ? (
        <Lines>
          <li>
            <p>{say('portal.money.pay.none')}</p>
          </li>
        </Lines>
      ) : (
        <Lines>
          {owing.map((line) => {
            const service = say(`portal.money.utility.${line.type}`);
            return (
              <li key={`${line.apartment.apartment_id}-${line.type}`}>
                <p>
                  {apartmentId === undefined && <>{line.apartment.address} · </>}
                  {service}: {money(line.debt)}
                </p>
                <LinkButton
                  to="/pay/$apartment_id/$type"
                  params={{ apartment_id: String(line.apartment.apartment_id), type: line.type }}
                  aria-label={intl.formatMessage(
                    { id: 'portal.money.pay.linkLabel' },
                    {
                      service,
                      address: line.apartment.address,
                      amount: formatMoney(line.debt, language, { fractionDigits: 2 }),
                    },
                  )}
                >
                  {say('portal.money.pay.link')}
                </LinkButton>
              </li>
            );
          })}
        </Lines>
      )}
    </Card>
  );
}
