// Internet and TV of one apartment (spec §3 Internet/TV order, §4, §9): the subscription's facts and
// packages; order, change the package, pause (the 6 GEL a month fee said before confirming), resume,
// cancel with a confirm. After every action, done or failed, the status shown is the server's.
import { useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apartmentKeys,
  cancelInternetTv,
  financeKeys,
  INTERNET_PAUSE_FEE_GEL,
  internetTvKeys,
  internetTvSubscriptionQuery,
  internetTvTariffsQuery,
  isApiError,
  orderInternetTv,
  pauseInternetTv,
  type Subscription,
} from '@sakhli/sdk';
import { useLanguage, useInPlaceClient } from '../../shell/context';
import { formatDate, formatMoney } from '../../shell/i18n/format';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { StatusBadge } from '../../ui/StatusBadge';
import { WithCatalog } from '../../ui/catalogIntl';
import { apiMessage } from '../../ui/apiMessage';
import { ErrorState, LoadingState } from '../../ui/States';
import { Stack } from '../../ui/layout';
import { Columns, Facts, Row, SectionHeading } from '../parts';
import { internetTvMessages } from './messages';
import { useTariffText } from './tariffText';
import { TvOrderForm } from './TvOrderForm';

/** spec §3: active, passive, paused — in words with the badge's shape, never colour alone. */
const STATUS_TONE = { active: 'success', paused: 'warning', passive: 'neutral' } as const;

const TariffList = styled('ul', dom)`
  margin: 0;
  padding-inline-start: ${vars.space6};
  display: flex;
  flex-direction: column;
  gap: ${vars.space1};
`;

/** The status of a subscription as a badge with its words. */
export function SubscriptionStatus({ status }: { status: Subscription['status'] }) {
  const intl = useIntl();
  return (
    <StatusBadge
      tone={STATUS_TONE[status]}
      label={intl.formatMessage({ id: `apartmentBills.tv.status.${status}` })}
    />
  );
}

type Dialogs = 'pause' | 'cancel' | null;

export function InternetTvPanel({ apartmentId }: { apartmentId: number }) {
  return (
    <WithCatalog catalog={internetTvMessages}>
      <SubscriptionView apartmentId={apartmentId} />
    </WithCatalog>
  );
}

function SubscriptionView({ apartmentId }: { apartmentId: number }) {
  const intl = useIntl();
  const language = useLanguage();
  const client = useInPlaceClient();
  const queryClient = useQueryClient();
  const subscription = useQuery(internetTvSubscriptionQuery(client, apartmentId));
  const tariffs = useQuery(internetTvTariffsQuery(client));
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [months, setMonths] = useState(1);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const money = (gel: number) => formatMoney(gel, language, { fractionDigits: 2 });
  const date = (value: string | null) => (value ? formatDate(value, language, 'long') : '—');
  const tariffText = useTariffText();

  // Done or failed, the server's state is fetched again (its answer may be stale by then).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: internetTvKeys.all }),
      queryClient.invalidateQueries({ queryKey: apartmentKeys.billing() }),
      queryClient.invalidateQueries({ queryKey: financeKeys.all }),
    ]);
  const action = useMutation({
    mutationFn: async (
      run: () => Promise<{ subscription: Subscription; message: string | undefined }>,
    ) => run(),
    onSuccess: ({ subscription: next, message }) => {
      queryClient.setQueryData(internetTvKeys.subscription(apartmentId), next);
      setOutcome(message ? { ok: true, text: message } : null);
      setEditing(false);
      setDialog(null);
    },
    onError: (error) => {
      // The server's words, a throttle's wait or a lost connection after "the change failed".
      const reason =
        isApiError(error) && (error.serverMessage || error.status === 0 || error.status === 429)
          ? apiMessage(intl, error)
          : undefined;
      setOutcome({
        ok: false,
        text: [say('apartmentBills.tv.actionFailed'), reason].filter(Boolean).join(' '),
      });
      setDialog(null);
    },
    onSettled: () => refresh(),
  });
  const run = (
    call: () => Promise<{ subscription: Subscription; message: string | undefined }>,
  ) => {
    setOutcome(null);
    action.mutate(call);
  };

  if (subscription.isPending || tariffs.isPending) return <LoadingState lines={5} />;
  if (subscription.isError || tariffs.isError) {
    return (
      <ErrorState
        message={say('apartmentBills.overview.partFailed')}
        onRetry={() => {
          void subscription.refetch();
          void tariffs.refetch();
        }}
        retrying={subscription.isFetching || tariffs.isFetching}
      />
    );
  }
  const s = subscription.data;
  const fee = money(INTERNET_PAUSE_FEE_GEL);
  const busy = action.isPending;

  return (
    <Stack>
      {outcome && <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert>}
      <Columns>
        <Stack>
          <SectionHeading>{say('apartmentBills.tv.subscription')}</SectionHeading>
          <Facts
            facts={[
              {
                label: say('apartmentBills.tv.status'),
                value: <SubscriptionStatus status={s.status} />,
              },
              {
                label: say('apartmentBills.tv.internet'),
                value: s.internet ? tariffText(s.internet) : say('apartmentBills.tv.none'),
              },
              {
                label: say('apartmentBills.tv.tv'),
                value: s.tv ? tariffText(s.tv) : say('apartmentBills.tv.none'),
              },
              { label: say('apartmentBills.tv.monthlyTariff'), value: money(s.monthly_tariff) },
              { label: say('apartmentBills.tv.discount'), value: money(s.discount) },
              { label: say('apartmentBills.tv.cost'), value: money(s.cost) },
              { label: say('apartmentBills.tv.startDate'), value: date(s.start_date) },
              {
                label: say('apartmentBills.tv.changeDate'),
                value: date(s.package_change_date),
              },
              {
                label: say('apartmentBills.tv.pausedUntil'),
                value: date(s.paused_until),
                hidden: s.status !== 'paused',
              },
              { label: say('apartmentBills.tv.disabledDate'), value: date(s.disabled_date) },
            ]}
          />
        </Stack>
        <Stack>
          <SectionHeading>{say('apartmentBills.tv.tariffs')}</SectionHeading>
          <TariffList>
            {[...tariffs.data.internet, ...tariffs.data.tv].map((t) => (
              <li key={t.id}>
                {tariffText(t)} —{' '}
                {say('apartmentBills.tv.perMonth', { price: money(t.monthly_price) })}
              </li>
            ))}
          </TariffList>
        </Stack>
      </Columns>

      {editing ? (
        <TvOrderForm
          subscription={s}
          tariffs={tariffs.data}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSubmit={(order) => run(() => orderInternetTv(client, apartmentId, order))}
        />
      ) : (
        <Row>
          {s.status === 'passive' && (
            <Button onClick={() => setEditing(true)}>{say('apartmentBills.tv.order')}</Button>
          )}
          {s.status === 'active' && (
            <>
              <Button onClick={() => setEditing(true)}>{say('apartmentBills.tv.change')}</Button>
              <Button variant="secondary" onClick={() => setDialog('pause')}>
                {say('apartmentBills.tv.pause')}
              </Button>
            </>
          )}
          {s.status === 'paused' && (
            <Button
              loading={busy}
              onClick={() =>
                run(async () => {
                  const result = await pauseInternetTv(client, apartmentId, { status: 'active' });
                  return { subscription: result.subscription, message: result.message };
                })
              }
            >
              {say('apartmentBills.tv.resume')}
            </Button>
          )}
          {s.status !== 'passive' && (
            <Button variant="danger" onClick={() => setDialog('cancel')}>
              {say('apartmentBills.tv.cancel')}
            </Button>
          )}
        </Row>
      )}

      <Dialog
        open={dialog === 'pause'}
        onClose={() => setDialog(null)}
        title={say('apartmentBills.tv.pauseTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {say('apartmentBills.tv.keepOn')}
            </Button>
            <Button
              loading={busy}
              onClick={() =>
                run(async () => {
                  const result = await pauseInternetTv(client, apartmentId, {
                    status: 'paused',
                    months,
                  });
                  return { subscription: result.subscription, message: result.message };
                })
              }
            >
              {say('apartmentBills.tv.pauseConfirm', {
                total: money(INTERNET_PAUSE_FEE_GEL * months),
              })}
            </Button>
          </>
        }
      >
        <Stack>
          <p>{say('apartmentBills.tv.pauseFee', { fee })}</p>
          <SelectField
            label={say('apartmentBills.tv.pauseMonths')}
            placeholder={false}
            value={String(months)}
            onChange={(event) => setMonths(Number(event.target.value))}
            options={Array.from({ length: 12 }, (_, i) => ({
              value: String(i + 1),
              label: say('apartmentBills.tv.months', { n: i + 1 }),
            }))}
          />
          <p>
            {say('apartmentBills.tv.pauseTotal', {
              total: money(INTERNET_PAUSE_FEE_GEL * months),
              months,
            })}
          </p>
        </Stack>
      </Dialog>

      <Dialog
        open={dialog === 'cancel'}
        role="alertdialog"
        onClose={() => setDialog(null)}
        title={say('apartmentBills.tv.cancelTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {say('apartmentBills.tv.keep')}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              onClick={() => run(() => cancelInternetTv(client, s.id))}
            >
              {say('apartmentBills.tv.cancelConfirm')}
            </Button>
          </>
        }
      >
        <p>{say('apartmentBills.tv.cancelText')}</p>
      </Dialog>
    </Stack>
  );
}
