// What the pay flow says after the user's one "Pay": the 3-second countdown with Cancel, the
// opened page (and a link to open it again), then the bank's answer — or why nothing was opened.
// Its own chunk with its texts (issue 28 §4): progressCode.ts loads both before the countdown.
import { useLayoutEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useLanguage } from '../shell/context';
import { formatMoney } from '../shell/i18n/format';
import { buttonStyles } from '../ui/Button';
import { Alert } from '../ui/Alert';
import { apiMessage } from '../ui/apiMessage';
import { Button } from '../ui/Button';
import { dom } from '../shell/styled';
import { WithCatalog } from '../ui/catalogIntl';
import { focusRing } from '../ui/styles';
import { progressMessages } from './progressMessages';
import type { PaymentStep } from './usePaymentFlow';

const PageLink = styled('a', dom)`
  ${buttonStyles('secondary')}
  ${focusRing}
  text-decoration: none;
`;

export interface PaymentProgressProps {
  step: Exclude<PaymentStep, { step: 'idle' }>;
  onCancel: () => void;
  onReset: () => void;
}

export { progressMessages };

export function PaymentProgress(props: PaymentProgressProps) {
  return (
    <WithCatalog catalog={progressMessages}>
      <Progress {...props} />
    </WithCatalog>
  );
}

function Progress({ step, onCancel, onReset }: PaymentProgressProps) {
  const intl = useIntl();
  const language = useLanguage();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const cancel = useRef<HTMLButtonElement>(null);
  const counting = step.step === 'countdown';
  // The form the user submitted is gone: focus goes to the one thing they may still do, Cancel —
  // as the countdown shows (a layout effect: this part comes out of a Suspense boundary, whose
  // passive effects may run a moment after it is on screen).
  useLayoutEffect(() => {
    if (counting) cancel.current?.focus();
  }, [counting]);

  const amount = formatMoney(step.order.sum, language, { fractionDigits: 2 });
  const utility = say(`apartmentBills.utility.${step.order.type}`);

  switch (step.step) {
    case 'starting':
      return null;
    case 'countdown':
      return (
        <Alert
          tone="info"
          action={
            <Button ref={cancel} variant="secondary" onClick={onCancel}>
              {say('apartmentBills.pay.cancel')}
            </Button>
          }
        >
          {say('apartmentBills.pay.countdown', { seconds: step.secondsLeft })}
        </Alert>
      );
    case 'cancelled':
      return <Alert tone="info">{say('apartmentBills.pay.cancelled')}</Alert>;
    case 'refused':
      return <Alert tone="error">{say('error.paymentUrlRefused')}</Alert>;
    case 'failed':
      return (
        <Alert tone="error" title={say('apartmentBills.pay.startFailed')}>
          {apiMessage(intl, step.error)}
        </Alert>
      );
    case 'opened': {
      const status = step.payment?.status ?? 'pending';
      if (status === 'paid') {
        return (
          <Alert
            tone="success"
            action={
              <Button variant="secondary" onClick={onReset}>
                {say('apartmentBills.pay.again')}
              </Button>
            }
          >
            {say('apartmentBills.pay.paid', { amount, utility })}
          </Alert>
        );
      }
      if (status === 'failed') {
        return (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" onClick={onReset}>
                {say('ui.retry')}
              </Button>
            }
          >
            {say('apartmentBills.pay.failed')}
          </Alert>
        );
      }
      return (
        <Alert
          tone="info"
          title={say('apartmentBills.pay.pending')}
          action={
            // The SDK checked this URL; a real link also works where the browser blocked the tab.
            <PageLink href={step.start.url} target="_blank" rel="noopener noreferrer">
              {say('apartmentBills.pay.openAgain')}
            </PageLink>
          }
        >
          {say('apartmentBills.pay.opened')}
        </Alert>
      );
    }
  }
}
