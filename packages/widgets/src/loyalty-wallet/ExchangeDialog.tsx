// The exchange confirm (spec §7 POST api/loyalty/exchange_points/{id}): states the balance after,
// sends once per confirm (one idempotency key per opened dialog, reused by every retry, and a guard
// against a second click), and keeps the user here on a refusal with the wallet as it is now.
import { useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import {
  isApiError,
  newIdempotencyKey,
  type ExchangeResult,
  type Product,
  type Wallet,
} from '@sakhli/sdk';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Alert } from '../ui/Alert';
import { apiMessage } from '../ui/apiMessage';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { WithCatalog } from '../ui/catalogIntl';
import { exchangeMessages } from './exchangeMessages';
import type { LoyaltySource } from './source';

export interface ExchangeDialogProps {
  /** Passed in (not read from context) so this lazy chunk shares no module with the wallet's. */
  source: LoyaltySource;
  product: Product;
  /** The wallet as last known (it follows a refusal's fresher one). */
  wallet: Wallet;
  onClose: () => void;
  onExchanged: (result: ExchangeResult) => void;
  /** Test mode: the confirm explains instead of sending. */
  onDemo: () => void;
  onUnauthorized: () => void;
}

const Facts = styled('dl', dom)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space2} ${vars.space4};
  margin: 0 0 ${vars.space4};
  dt {
    color: ${vars.colorTextMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.fontWeightBold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

type Failure = { kind: 'lost' | 'refused' | 'other'; message: string };

/** The confirm with its own texts (they come with this chunk, not the wallet's first load). */
export function ExchangeDialog(props: ExchangeDialogProps) {
  return (
    <WithCatalog catalog={exchangeMessages}>
      <ExchangeConfirm {...props} />
    </WithCatalog>
  );
}

function ExchangeConfirm({
  source,
  product,
  wallet,
  onClose,
  onExchanged,
  onDemo,
  onUnauthorized,
}: ExchangeDialogProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const points = (count: number) => say('loyalty.points', { count });
  const queryClient = useQueryClient();
  // One key for this confirm: a retry after a lost answer is the same exchange, never a second one.
  const [key] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const short = wallet.available < product.points;

  const confirm = async () => {
    if (sending.current || short) return;
    if (source.demo) {
      onDemo();
      return;
    }
    sending.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await source.exchange(product.id, key);
      queryClient.setQueryData(source.wallet().queryKey, result.wallet);
      source.refresh(queryClient, ['products']);
      onExchanged(result);
    } catch (error) {
      sending.current = false;
      setBusy(false);
      if (isApiError(error) && error.status === 401) {
        onUnauthorized();
        return;
      }
      const now = source.refusedWallet(error);
      if (now) {
        // The balance changed since the user looked: show it, here, on this product.
        queryClient.setQueryData(source.wallet().queryKey, now);
        setFailure({
          kind: 'refused',
          message: say('loyalty.exchange.balanceChanged', {
            available: points(now.available),
            name: product.name,
            price: points(product.points),
          }),
        });
        return;
      }
      if (isApiError(error) && error.status === 422) {
        void queryClient.invalidateQueries({ queryKey: [...source.root, 'products'] });
        setFailure({
          kind: 'refused',
          message: apiMessage(intl, error),
        });
        return;
      }
      const lost = !isApiError(error) || error.status === 0 || error.status >= 500;
      setFailure({
        kind: lost ? 'lost' : 'other',
        message: lost ? say('loyalty.exchange.lost') : apiMessage(intl, error),
      });
    }
  };

  const canConfirm = !short && failure?.kind !== 'refused';
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={() => {
        // Closing while the answer is on its way would hide its result: wait for it.
        if (!sending.current) onClose();
      }}
      title={say('loyalty.exchange.title', { name: product.name })}
      actions={
        <>
          {canConfirm && (
            <Button loading={busy} onClick={() => void confirm()}>
              {failure
                ? say('ui.retry')
                : say(source.demo ? 'loyalty.exchange.confirmDemo' : 'loyalty.exchange.confirm')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => !sending.current && onClose()}>
            {say('loyalty.exchange.cancel')}
          </Button>
        </>
      }
    >
      <Facts>
        <dt>{say('loyalty.exchange.price')}</dt>
        <dd>{points(product.points)}</dd>
        <dt>{say('loyalty.exchange.availableNow')}</dt>
        <dd>{points(wallet.available)}</dd>
        {!short && (
          <>
            <dt>{say('loyalty.exchange.after')}</dt>
            <dd>{points(wallet.available - product.points)}</dd>
          </>
        )}
      </Facts>
      {source.demo && (
        <Alert tone="info" live={false}>
          {say('loyalty.demo.banner')}
        </Alert>
      )}
      {failure && (
        <Alert tone={failure.kind === 'lost' ? 'warning' : 'error'}>{failure.message}</Alert>
      )}
    </Dialog>
  );
}
