// The pay flow of spec §2/§9: start the payment (the SDK refuses any page not allow-listed), count
// down 3 s with a cancel, open the page in a new tab, then follow the payment until the bank settles
// it and refresh what it changed (bills, debts, totals). Started only by the user's submit.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apartmentKeys,
  financeKeys,
  internetTvKeys,
  isPaymentUrlError,
  PAYMENT_REDIRECT_MS,
  paymentKeys,
  paymentQuery,
  startPayment,
  utilityKeys,
  type Payment,
  type PaymentStart,
  type UtilityType,
} from '@sakhli/sdk';
import { useInPlaceClient, useSakhliClient } from '../shell/context';

/** How often a payment opened in another tab is asked for its status. */
export const PAYMENT_POLL_MS = 2000;

export interface PaymentOrder {
  apartmentId: number;
  type: UtilityType;
  epCode: string;
  serviceId: number;
  /** GEL with tetri. */
  sum: number;
}

export type PaymentStep =
  | { step: 'idle' }
  | { step: 'starting'; order: PaymentOrder }
  | { step: 'countdown'; order: PaymentOrder; start: PaymentStart; secondsLeft: number }
  | { step: 'opened'; order: PaymentOrder; start: PaymentStart; payment: Payment | undefined }
  | { step: 'cancelled'; order: PaymentOrder }
  /** The SDK refused the payment page's address: nothing was opened. */
  | { step: 'refused'; order: PaymentOrder }
  | { step: 'failed'; order: PaymentOrder; error: unknown };

/** What a host learns of a payment the bank confirmed (the element's `sakhli-paid` detail). */
export interface PaidDetail {
  paymentId: number;
  apartmentId: number;
  type: UtilityType;
  /** GEL. */
  sum: number;
}

export interface PaymentFlowOptions {
  /** Opens the checked payment page. @defaultValue a new tab without a handle on this page */
  openPage?: (url: string) => void;
  /** The bank settled the payment. */
  onPaid?: (detail: PaidDetail) => void;
  /**
   * What must be there before the countdown shows (the progress's code and texts): started with the
   * payment, awaited beside it, so the 3 seconds to cancel are all on screen. A failure to load
   * does not hold the payment back.
   */
  ready?: () => Promise<unknown>;
}

/** A new tab that gets neither `window.opener` nor our address as referrer. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function usePaymentFlow({
  openPage = openInNewTab,
  onPaid,
  ready,
}: PaymentFlowOptions = {}) {
  // A refused start is said in place; the follow-up poll's failure is shown nowhere, so it keeps
  // the policy's toast.
  const client = useInPlaceClient();
  const background = useSakhliClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<
    | { step: 'idle' }
    | { step: 'starting' | 'cancelled' | 'refused'; order: PaymentOrder }
    | { step: 'failed'; order: PaymentOrder; error: unknown }
    | { step: 'countdown'; order: PaymentOrder; start: PaymentStart; deadline: number }
    | { step: 'opened'; order: PaymentOrder; start: PaymentStart }
  >({ step: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef({ openPage, onPaid });
  useEffect(() => {
    latest.current = { openPage, onPaid };
  });

  const start = useMutation({
    mutationFn: (order: PaymentOrder) =>
      startPayment(client, order.type, order.epCode, {
        serviceId: order.serviceId,
        sum: order.sum,
      }),
  });

  const pay = (order: PaymentOrder) => {
    if (state.step === 'starting' || state.step === 'countdown') return;
    setState({ step: 'starting', order });
    // Settled here, so the promise never rejects unhandled (the error becomes a state).
    Promise.all([start.mutateAsync(order), ready?.().catch(() => undefined)]).then(
      ([started]) => {
        setNow(Date.now());
        setState({
          step: 'countdown',
          order,
          start: started,
          deadline: Date.now() + PAYMENT_REDIRECT_MS,
        });
      },
      (error: unknown) =>
        setState(
          isPaymentUrlError(error) ? { step: 'refused', order } : { step: 'failed', order, error },
        ),
    );
  };

  // spec §9: 3 s to cancel, a tick every 250 ms for the seconds shown, then the redirect (a new
  // tab, spec §7). Cancel changes the state, which clears the timer before anything opens.
  useEffect(() => {
    if (state.step !== 'countdown') return;
    const { deadline, order, start: started } = state;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at < deadline) return;
      clearInterval(timer);
      latest.current.openPage(started.url);
      setState({ step: 'opened', order, start: started });
    }, 250);
    return () => clearInterval(timer);
  }, [state]);

  const paymentId = state.step === 'opened' ? state.start.payment_id : undefined;
  const followed = useQuery({
    ...paymentQuery(background, paymentId ?? 0),
    enabled: paymentId !== undefined,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'pending' ? false : PAYMENT_POLL_MS,
    staleTime: 0,
  });
  const settled = followed.data && followed.data.status !== 'pending' ? followed.data : undefined;

  // Once settled, what the payment changed is fetched again through the key factories.
  const reported = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!settled || reported.current === settled.id) return;
    reported.current = settled.id;
    for (const key of [
      apartmentKeys.all,
      utilityKeys.all,
      internetTvKeys.all,
      financeKeys.all,
      [...paymentKeys.all, 'list'],
    ]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    if (settled.status === 'paid') {
      latest.current.onPaid?.({
        paymentId: settled.id,
        apartmentId: settled.apartment_id,
        type: settled.type,
        sum: settled.sum,
      });
    }
  }, [settled, queryClient]);

  const cancel = () => {
    setState((current) =>
      current.step === 'countdown' ? { step: 'cancelled', order: current.order } : current,
    );
  };
  const reset = () => setState({ step: 'idle' });

  let step: PaymentStep;
  if (state.step === 'countdown') {
    const secondsLeft = Math.max(1, Math.ceil((state.deadline - now) / 1000));
    step = { step: 'countdown', order: state.order, start: state.start, secondsLeft };
  } else if (state.step === 'opened') {
    step = { ...state, payment: followed.data };
  } else {
    step = state;
  }
  return { step, pay, cancel, reset };
}
