// The apartment at a glance (spec §3 Apartment, Finance): address, block, floor, area, cadastral
// number; balance, debt, remains to pay, next payment; and the totals of each utility.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import {
  financeSummaryQuery,
  internetTvTotalQuery,
  utilityTotalQuery,
  utilityTypes,
  type Apartment,
  type UtilityTotal,
  type UtilityType,
} from '@sakhli/sdk';
import { useLanguage, useInPlaceClient } from '../shell/context';
import { formatDate, formatMoney, formatNumber } from '../shell/i18n/format';
import { containerQuery, vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Card } from '../ui/Card';
import { Money } from '../ui/Money';
import { ErrorState, LoadingState } from '../ui/States';
import { Stack } from '../ui/layout';
import { Columns, Facts } from './parts';

const Totals = styled('ul', dom)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space3};
  margin: 0;
  padding: 0;
  list-style: none;
  ${containerQuery.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${containerQuery.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Total = styled('li', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
  padding: ${vars.space3};
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
  min-width: 0;
`;

const TotalName = styled('h4', dom)`
  margin: 0;
  font-size: ${vars.fontSizeMd};
  overflow-wrap: anywhere;
`;

/** The totals query of one utility, filtered to this apartment. */
function totalQuery(client: ReturnType<typeof useInPlaceClient>, type: UtilityType, id: number) {
  const filters = { apartment_id: id };
  return type === 'internetTv'
    ? internetTvTotalQuery(client, filters)
    : utilityTotalQuery(client, type, filters);
}

export function Overview({ apartment }: { apartment: Apartment }) {
  const intl = useIntl();
  const language = useLanguage();
  const client = useInPlaceClient();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const money = (gel: number) => <Money amount={gel} fractionDigits={2} />;
  const summary = useQuery(financeSummaryQuery(client, apartment.id));

  return (
    <Stack>
      <Columns>
        <Card level={3} title={say('apartmentBills.overview.apartment')}>
          <Facts
            facts={[
              { label: say('apartmentBills.overview.address'), value: apartment.address },
              { label: say('apartmentBills.overview.block'), value: apartment.block },
              {
                label: say('apartmentBills.overview.floor'),
                value: formatNumber(apartment.floor, language),
              },
              {
                label: say('apartmentBills.overview.area'),
                value: say('apartmentBills.overview.areaValue', {
                  area: formatNumber(apartment.area, language, { maximumFractionDigits: 1 }),
                }),
              },
              {
                label: say('apartmentBills.overview.cadastral'),
                value: apartment.cadastral_number,
              },
            ]}
          />
        </Card>
        <Card level={3} title={say('apartmentBills.overview.money')}>
          {summary.isPending ? (
            <LoadingState lines={4} heading={false} />
          ) : summary.isError ? (
            <ErrorState
              message={say('apartmentBills.overview.partFailed')}
              onRetry={() => void summary.refetch()}
              retrying={summary.isFetching}
            />
          ) : (
            <Facts
              facts={[
                {
                  label: say('apartmentBills.overview.balance'),
                  value: money(summary.data.balance),
                },
                { label: say('apartmentBills.overview.debt'), value: money(summary.data.debt) },
                {
                  label: say('apartmentBills.overview.remains'),
                  value: money(summary.data.remains),
                },
                {
                  label: say('apartmentBills.overview.next'),
                  value: summary.data.next_payment
                    ? say('apartmentBills.overview.nextValue', {
                        amount: formatMoney(summary.data.next_payment.amount, language, {
                          fractionDigits: 2,
                        }),
                        date: formatDate(summary.data.next_payment.date, language, 'long'),
                      })
                    : say('apartmentBills.overview.nextNone'),
                },
              ]}
            />
          )}
        </Card>
      </Columns>
      <Card level={3} title={say('apartmentBills.overview.totals')}>
        <Totals>
          {utilityTypes.map((type) => (
            <TotalItem
              key={type}
              name={say(`apartmentBills.utility.${type}`)}
              type={type}
              apartmentId={apartment.id}
              money={money}
            />
          ))}
        </Totals>
      </Card>
    </Stack>
  );
}

/**
 * One utility's total, its own query: four fixed useQuery calls, not useQueries, whose observer
 * (1.2 kB) only this widget would fetch (issue 28 §4).
 */
function TotalItem({
  name,
  type,
  apartmentId,
  money,
}: {
  name: string;
  type: UtilityType;
  apartmentId: number;
  money: (gel: number) => ReactNode;
}) {
  const intl = useIntl();
  const query = useQuery<UtilityTotal>(totalQuery(useInPlaceClient(), type, apartmentId));
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <Total>
      <TotalName>{name}</TotalName>
      {query.isPending ? (
        <LoadingState lines={3} heading={false} />
      ) : query.isError || !query.data ? (
        <ErrorState
          message={say('apartmentBills.overview.partFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Facts
          sums
          facts={[
            { label: say('apartmentBills.overview.totalBilled'), value: money(query.data.amount) },
            { label: say('apartmentBills.overview.totalPaid'), value: money(query.data.paid) },
            { label: say('apartmentBills.overview.totalDebt'), value: money(query.data.debt) },
          ]}
        />
      )}
    </Total>
  );
}
