// Pay a bill of one apartment (spec §3 Payment, §7 POST api/pay/{type}/{epCode}): choose the utility
// and the amount (the debt by default, GEL with tetri, more than zero, never over the debt), see what
// will be paid, press Pay once. The widget's pay card and the portal's /pay screen are this component.
import { Suspense, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import {
  apartmentsBillingQuery,
  type ApartmentBilling,
  type BillingLine,
  type UtilityType,
} from '@sakhli/sdk';
import { useLanguage, useInPlaceClient } from '../shell/context';
import { formatMoney } from '../shell/i18n/format';
import { dom } from '../shell/styled';
import { vars } from '../shell/theme/tokens';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useFocusFirstInvalid } from '../ui/focusFirstInvalid';
import { SelectField } from '../ui/SelectField';
import { EmptyState, ErrorState, LoadingState } from '../ui/States';
import { TextField } from '../ui/TextField';
import { Stack } from '../ui/layout';
import { amountText, checkAmount, type AmountProblem } from './amount';
import { apartmentBillsMessages } from './messages';
import { Muted } from './parts';
import { loadProgress, progressPrefetch, progressReady } from './progressCode';
import { usePaymentFlow, type PaidDetail } from './usePaymentFlow';
import { WidgetRoot } from '../shell/WidgetRoot';
import { onDemand } from '../ui/onDemand';

export interface PayBillProps {
  apartmentId: number;
  /** The utility chosen first (the portal's `/pay/{apartment_id}/{type}`); else the first owed. */
  type?: UtilityType;
  /** Level of the "Pay a bill" heading. @defaultValue 2 */
  headingLevel?: 2 | 3;
  /** The bank confirmed the payment. */
  onPaid?: (detail: PaidDetail) => void;
  /**
   * Opens the payment page the SDK accepted.
   * @defaultValue a new tab without `window.opener` or referrer
   */
  openPaymentPage?: (url: string) => void;
}

const Form = styled('form', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
  min-width: 0;
`;

const Title = styled('h2', dom)`
  margin: 0;
  font-size: ${vars.fontSizeLg};
  line-height: 1.3;
`;

/** After "Pay" only (progressCode.ts). */
const PaymentProgress = onDemand(() =>
  loadProgress().then((m) => ({ default: m.PaymentProgress })),
);

const PROBLEM_MESSAGE: Record<AmountProblem, string> = {
  required: 'validation.required',
  invalid: 'apartmentBills.pay.invalid',
  tooSmall: 'apartmentBills.pay.tooSmall',
  tooLarge: 'apartmentBills.pay.tooLarge',
};

/** The pay form and flow for one apartment, inside its own WidgetRoot (it is also used alone). */
export function PayBill(props: PayBillProps) {
  return (
    <WidgetRoot catalog={apartmentBillsMessages}>
      <PayBillBody {...props} />
    </WidgetRoot>
  );
}

/** The pay form inside the widget (which already provides the messages and root). */
export function PayBillBody({
  apartmentId,
  type,
  headingLevel = 2,
  onPaid,
  openPaymentPage,
  hideTitle = false,
}: PayBillProps & { /** The widget's card already titles it. */ hideTitle?: boolean }) {
  const intl = useIntl();
  const client = useInPlaceClient();
  const billing = useQuery(apartmentsBillingQuery(client));
  const title = hideTitle ? null : (
    <Title as={`h${headingLevel}`}>{intl.formatMessage({ id: 'apartmentBills.pay.title' })}</Title>
  );

  if (billing.isPending) {
    return (
      <Stack>
        {title}
        <LoadingState lines={3} heading={false} />
      </Stack>
    );
  }
  if (billing.isError) {
    return (
      <Stack>
        {title}
        <ErrorState
          message={intl.formatMessage({ id: 'apartmentBills.loadFailed' })}
          onRetry={() => void billing.refetch()}
          retrying={billing.isFetching}
        />
      </Stack>
    );
  }
  const apartment = billing.data.find((b) => b.apartment_id === apartmentId);
  if (!apartment) {
    return (
      <Stack>
        {title}
        <EmptyState
          title={intl.formatMessage({ id: 'apartmentBills.notFound.title' })}
          description={intl.formatMessage({ id: 'apartmentBills.notFound.text' })}
        />
      </Stack>
    );
  }
  return (
    <Stack>
      {title}
      <PayFlow
        apartment={apartment}
        type={type}
        onPaid={onPaid}
        openPaymentPage={openPaymentPage}
      />
    </Stack>
  );
}

function firstChoice(
  lines: BillingLine[],
  wanted: UtilityType | undefined,
): BillingLine | undefined {
  const owed = lines.filter((l) => l.debt > 0);
  return owed.find((l) => l.type === wanted) ?? owed[0];
}

function PayFlow({
  apartment,
  type,
  onPaid,
  openPaymentPage,
}: {
  apartment: ApartmentBilling;
  type: UtilityType | undefined;
  onPaid: PayBillProps['onPaid'];
  openPaymentPage: PayBillProps['openPaymentPage'];
}) {
  const intl = useIntl();
  const language = useLanguage();
  const { step, pay, cancel, reset } = usePaymentFlow({
    ...(openPaymentPage ? { openPage: openPaymentPage } : {}),
    ...(onPaid ? { onPaid } : {}),
    ready: () => progressReady(language),
  });
  const [chosen, setChosen] = useState<UtilityType | undefined>(
    () => firstChoice(apartment.lines, type)?.type,
  );
  const line =
    apartment.lines.find((l) => l.type === chosen && l.debt > 0) ??
    firstChoice(apartment.lines, type);
  const [amount, setAmount] = useState(() => (line ? amountText(line.debt) : ''));
  // Not ui/useForm: the request is usePaymentFlow's, and the hook's ~0.7 KB would not fit this
  // widget's 30 KB budget; the check and the focus move are the kit's.
  const [shown, setShown] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const money = (gel: number) => formatMoney(gel, language, { fractionDigits: 2 });
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const busy = step.step === 'starting' || step.step === 'countdown' || step.step === 'opened';
  const progress =
    step.step === 'idle' ? null : (
      <Suspense fallback={null}>
        <PaymentProgress step={step} onCancel={cancel} onReset={reset} />
      </Suspense>
    );
  if (busy && step.step !== 'starting') return progress;
  if (!line) {
    return (
      <>
        {progress}
        <Alert tone="success" live={false}>
          {say('apartmentBills.pay.nothingOwed')}
        </Alert>
      </>
    );
  }

  const checked = checkAmount(amount, line.debt);
  const error =
    shown && !checked.ok
      ? say(PROBLEM_MESSAGE[checked.problem], { max: money(line.debt) })
      : undefined;
  const utility = say(`apartmentBills.utility.${line.type}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!checked.ok) {
      focusInvalid();
      return;
    }
    pay({
      apartmentId: apartment.apartment_id,
      type: line.type,
      epCode: line.ep_code,
      serviceId: line.service_id,
      sum: checked.gel,
    });
  };

  return (
    <>
      {progress}
      <Form ref={form} noValidate onSubmit={submit} {...progressPrefetch}>
        <SelectField
          label={say('apartmentBills.pay.utility')}
          required
          placeholder={false}
          value={line.type}
          onChange={(event) => {
            const next = apartment.lines.find((l) => l.type === event.target.value);
            setChosen(next?.type);
            if (next) setAmount(amountText(next.debt));
          }}
          options={apartment.lines.map((l) => ({
            value: l.type,
            disabled: l.debt <= 0,
            label:
              l.debt > 0
                ? say('apartmentBills.pay.utilityOption', {
                    utility: say(`apartmentBills.utility.${l.type}`),
                    debt: money(l.debt),
                  })
                : say('apartmentBills.pay.utilityClear', {
                    utility: say(`apartmentBills.utility.${l.type}`),
                  }),
          }))}
        />
        <TextField
          label={say('apartmentBills.pay.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={say('apartmentBills.pay.amountHint', { max: money(line.debt) })}
          error={error}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        {checked.ok && (
          <Muted>
            {say('apartmentBills.pay.confirm', {
              amount: money(checked.gel),
              utility,
              address: apartment.address,
            })}
          </Muted>
        )}
        <div>
          <Button type="submit" loading={step.step === 'starting'}>
            {checked.ok
              ? say('apartmentBills.pay.submit', { amount: money(checked.gel) })
              : say('apartmentBills.pay.submitPlain')}
          </Button>
        </div>
      </Form>
    </>
  );
}
