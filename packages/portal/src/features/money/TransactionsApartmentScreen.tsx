// /transactionsApartment (spec §2 "finances per apartment"): one apartment's balance, what it owes
// (with a way to pay it) and its transactions. The apartment is the address's (`?apartment=101`,
// the user's first when it names none: the route writes it in), so a link shows the same
// apartment; choosing another starts its table from its first page.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { apartmentsQuery, apartmentTransactionsList, errorsInPlace } from '@sakhli/sdk';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  SelectField,
  useSakhliClient,
  WithCatalog,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { scopeIdOf } from '../../app/tableAddress';
import { FinanceSummary } from './FinanceSummary';
import { Choices } from './parts';
import { TransactionsTable } from './TransactionsTable';
import { moneyMessages } from './messages';

/** The address's param naming the apartment (the route's scope). */
export const APARTMENT_PARAM = 'apartment';

export function TransactionsApartmentScreen() {
  return (
    <WithCatalog catalog={moneyMessages}>
      <ScreenHeading id="portal.title.transactionsApartment" />
      <ApartmentMoney />
    </WithCatalog>
  );
}

function ApartmentMoney() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const apartmentId = scopeIdOf(search, APARTMENT_PARAM);
  const apartments = useQuery(apartmentsQuery(errorsInPlace(useSakhliClient())));
  const list = useMemo(
    () => (apartmentId === undefined ? undefined : apartmentTransactionsList.of(apartmentId)),
    [apartmentId],
  );

  if (apartments.isError) {
    return (
      <ErrorState
        message={say('portal.money.apartment.failed')}
        onRetry={() => void apartments.refetch()}
        retrying={apartments.isFetching}
      />
    );
  }
  if (apartments.isPending) return <LoadingState lines={6} />;
  const apartment = apartments.data.find((a) => a.id === apartmentId);
  if (!list || !apartment) return <EmptyState description={say('portal.money.apartment.none')} />;

  return (
    <>
      <Choices>
        <SelectField
          label={say('portal.money.apartment')}
          placeholder={false}
          options={apartments.data.map((a) => ({ value: String(a.id), label: a.address }))}
          value={String(apartment.id)}
          onChange={(event) =>
            void navigate({
              to: '.',
              search: { [APARTMENT_PARAM]: Number(event.currentTarget.value) },
            } as never)
          }
        />
      </Choices>
      <FinanceSummary apartmentId={apartment.id} />
      <TransactionsTable
        key={apartment.id}
        list={list}
        caption={intl.formatMessage(
          { id: 'portal.money.apartment.caption' },
          { address: apartment.address },
        )}
        oneApartment
      />
    </>
  );
}
