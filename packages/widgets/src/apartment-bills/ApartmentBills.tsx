// The apartment bills widget (spec §1, §3 Apartment/Utilities/Internet-TV/Payment/Finance, §7
// Apartments and utilities): one apartment's overview, its payment, and a tab per utility with its
// history, documents and chart. Signed in only; without `apartmentId`, a picker over the user's
// apartments (api/apartments/list + billing).
import { Suspense, useEffect, useId, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apartmentQuery,
  apartmentsBillingQuery,
  apartmentsQuery,
  internetTvHistoryQuery,
  isApiError,
  utilityHistoryQuery,
  type Apartment,
  type ApartmentBilling,
  type SakhliClient,
  type UtilityType,
} from '@sakhli/sdk';
import { useLanguage, useInPlaceClient, useSakhliClient } from '../shell/context';
import { formatMoney } from '../shell/i18n/format';
import { dom } from '../shell/styled';
import { vars } from '../shell/theme/tokens';
import { WidgetRoot } from '../shell/WidgetRoot';
import { Card } from '../ui/Card';
import { SelectField } from '../ui/SelectField';
import { EmptyState, ErrorState, LoadingState } from '../ui/States';
import { Stack } from '../ui/layout';
import { apartmentBillsMessages } from './messages';
import { Overview } from './Overview';
import { PanelSkeleton, SectionHeading } from './parts';
import { HISTORY_MONTHS } from './queries';
import { UtilityTabs } from './UtilityTabs';
import type { PaidDetail } from './usePaymentFlow';
import { onDemand } from '../ui/onDemand';

export interface ApartmentBillsProps {
  /**
   * The apartment to show. Without it, the user picks one of theirs (the first is shown); an id
   * that is not theirs shows "Apartment not found" with the picker.
   */
  apartmentId?: number;
  /** The user picked another apartment, so a host can keep it in its address. */
  onApartmentChange?: (apartmentId: number) => void;
  /** The utility tab selected first. @defaultValue 'electricity' */
  utility?: UtilityType;
  /** No session was given (or it was rejected): the host should sign the user in. */
  onAuthRequired?: () => void;
  /** The bank confirmed a payment made here. */
  onPaid?: (detail: PaidDetail) => void;
  /**
   * Opens the payment page the SDK accepted (allow-listed origin, `https:`).
   * @defaultValue a new tab without `window.opener` or referrer
   */
  openPaymentPage?: (url: string) => void;
}

/**
 * The pay form (its fields, the payment's progress and the bank's page): asked for as the user's
 * apartments are, and drawn with them, so it is not in the first load (issue 28 §4: 2.8 kB; the
 * signed-out first view needed the room, loader/first/views.ts).
 */
const loadPayBill = () => import('./PayBill').then((m) => ({ default: m.PayBillBody }));
const PayBillBody = onDemand(loadPayBill);

/**
 * A utility's panel (its codes, documents and the history's DataTable with the chart) sits under the
 * overview and the pay form, and draws nothing before the apartment answers (issue 28 §4): its code
 * is fetched then, with the selected utility's history and codes asked for beside it, not after it.
 */
const UtilityPanel = onDemand(() =>
  import('./UtilityPanel').then((m) => ({ default: m.UtilityPanel })),
);

const Title = styled('h2', dom)`
  margin: 0;
  font-size: ${vars.fontSizeXl};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export function ApartmentBills(props: ApartmentBillsProps) {
  return (
    <WidgetRoot catalog={apartmentBillsMessages}>
      <ApartmentBillsBody {...props} />
    </WidgetRoot>
  );
}

function ApartmentBillsBody(props: ApartmentBillsProps) {
  const intl = useIntl();
  const client = useInPlaceClient();
  const signedIn = Boolean(client.headers()['access-token']);
  const { onAuthRequired } = props;
  // A 401 is reported to the host by the provider; here the widget stops asking for data.
  const [rejectedClient, setRejectedClient] = useState<SakhliClient | null>(null);

  useEffect(() => {
    if (!signedIn) onAuthRequired?.();
  }, [signedIn, client, onAuthRequired]);

  if (!signedIn || rejectedClient === client) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'apartmentBills.signedOut.title' })}
        description={intl.formatMessage({ id: 'apartmentBills.signedOut.text' })}
      />
    );
  }
  return <Apartments {...props} onUnauthorized={() => setRejectedClient(client)} />;
}

function Apartments({
  apartmentId,
  onApartmentChange,
  utility,
  onPaid,
  openPaymentPage,
  onUnauthorized,
}: ApartmentBillsProps & { onUnauthorized: () => void }) {
  const intl = useIntl();
  const client = useInPlaceClient();
  const list = useQuery(apartmentsQuery(client));
  const billing = useQuery(apartmentsBillingQuery(client));
  // The pay form's code on the wire beside the calls, not after them.
  useEffect(() => {
    // A failure is the form's own to show, where it is drawn (onDemand's retries, the boundary).
    loadPayBill().catch(() => {});
  }, []);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const say = (id: string) => intl.formatMessage({ id });
  const title = <Title>{say('apartmentBills.title')}</Title>;

  const failure = list.error ?? billing.error;
  const unauthorized = isApiError(failure) && failure.status === 401;
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);

  if (list.isPending || billing.isPending) {
    return (
      <Stack>
        {title}
        <LoadingState lines={6} label={say('apartmentBills.loading')} />
      </Stack>
    );
  }
  if (list.isError || billing.isError) {
    return (
      <Stack>
        {title}
        <ErrorState
          message={say('apartmentBills.loadFailed')}
          onRetry={() => {
            if (list.isError) void list.refetch();
            if (billing.isError) void billing.refetch();
          }}
          retrying={list.isFetching || billing.isFetching}
        />
      </Stack>
    );
  }
  const apartments = list.data;
  if (apartments.length === 0) {
    return (
      <Stack>
        {title}
        <EmptyState
          title={say('apartmentBills.none.title')}
          description={say('apartmentBills.none.text')}
        />
      </Stack>
    );
  }

  const wanted = apartmentId ?? picked;
  const apartment = wanted === undefined ? apartments[0]! : apartments.find((a) => a.id === wanted);
  // The picker shows when the host did not fix the apartment, or fixed one that is not the user's.
  const showPicker = (apartmentId === undefined && apartments.length > 1) || !apartment;
  const choose = (id: number) => {
    setPicked(id);
    onApartmentChange?.(id);
  };

  return (
    <Stack>
      {title}
      {showPicker && (
        <Picker
          apartments={apartments}
          billing={billing.data}
          value={apartment?.id}
          onChange={choose}
        />
      )}
      {apartment ? (
        <ApartmentView
          key={apartment.id}
          apartment={apartment}
          utility={utility}
          onPaid={onPaid}
          openPaymentPage={openPaymentPage}
        />
      ) : (
        <EmptyState
          title={say('apartmentBills.notFound.title')}
          description={say('apartmentBills.notFound.text')}
        />
      )}
    </Stack>
  );
}

function Picker({
  apartments,
  billing,
  value,
  onChange,
}: {
  apartments: Apartment[];
  billing: ApartmentBilling[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <SelectField
      label={intl.formatMessage({ id: 'apartmentBills.picker.label' })}
      placeholder={value === undefined ? undefined : false}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        if (event.target.value) onChange(Number(event.target.value));
      }}
      options={apartments.map((a) => {
        const debt = billing.find((b) => b.apartment_id === a.id)?.debt ?? 0;
        return {
          value: String(a.id),
          label:
            debt > 0
              ? intl.formatMessage(
                  { id: 'apartmentBills.picker.option' },
                  { address: a.address, debt: formatMoney(debt, language, { fractionDigits: 2 }) },
                )
              : intl.formatMessage(
                  { id: 'apartmentBills.picker.optionClear' },
                  { address: a.address },
                ),
        };
      })}
    />
  );
}

function ApartmentView({
  apartment,
  utility,
  onPaid,
  openPaymentPage,
}: {
  apartment: Apartment;
  utility: UtilityType | undefined;
  onPaid: ApartmentBillsProps['onPaid'];
  openPaymentPage: ApartmentBillsProps['openPaymentPage'];
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Stack>
      <Overview apartment={apartment} />
      <Card level={3} title={intl.formatMessage({ id: 'apartmentBills.pay.title' })}>
        <Suspense
          fallback={
            <LoadingState lines={2} label={intl.formatMessage({ id: 'apartmentBills.loading' })} />
          }
        >
          <PayBillBody
            apartmentId={apartment.id}
            hideTitle
            {...(onPaid ? { onPaid } : {})}
            {...(openPaymentPage ? { openPaymentPage } : {})}
          />
        </Suspense>
      </Card>
      <section aria-labelledby={headingId}>
        <SectionHeading id={headingId}>
          {intl.formatMessage({ id: 'apartmentBills.tabs.label' })}
        </SectionHeading>
        <UtilityTabs {...(utility ? { initial: utility } : {})}>
          {(u) => <PanelOnDemand utility={u} apartmentId={apartment.id} />}
        </UtilityTabs>
      </section>
    </Stack>
  );
}

/** The panel's calls start with its code (the very options its parts read: each is made once). */
function PanelOnDemand({ utility, apartmentId }: { utility: UtilityType; apartmentId: number }) {
  const queryClient = useQueryClient();
  // The codes keep the policy's toast (the panel shows their failure nowhere); the history, in place.
  const client = useSakhliClient();
  const inPlace = useInPlaceClient();
  useEffect(() => {
    const params = { perPage: HISTORY_MONTHS };
    if (utility === 'internetTv') {
      void queryClient.prefetchQuery(internetTvHistoryQuery(inPlace, apartmentId, params));
      return;
    }
    void queryClient.prefetchQuery(apartmentQuery(client, apartmentId));
    void queryClient.prefetchQuery(utilityHistoryQuery(inPlace, utility, apartmentId, params));
    // The clients are new objects each render; the calls are the utility's and the apartment's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, utility, apartmentId]);
  return (
    <Suspense fallback={<PanelSkeleton />}>
      <UtilityPanel utility={utility} apartmentId={apartmentId} />
    </Suspense>
  );
}
