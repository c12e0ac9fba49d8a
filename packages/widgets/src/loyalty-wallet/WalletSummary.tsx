// The wallet (spec §3 point kinds): available first, then confirmed, unconfirmed and spent, each
// with one line on what it means.
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { Wallet } from '@sakhli/sdk';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Alert } from '../ui/Alert';
import { ErrorState, LoadingState } from '../ui/States';
import { Muted, Tile, Tiles, usePoints, WalletSection } from './parts';
import { useLoyaltySource } from './source';

const KINDS = [
  'available',
  'confirmed',
  'unconfirmed',
  'spent',
] as const satisfies readonly (keyof Wallet)[];

const Kind = styled('h3', dom)`
  margin: 0;
  font-size: ${vars.fontSizeMd};
  font-weight: ${vars.fontWeightBold};
`;

const Amount = styled('p', dom)<{ $main: boolean }>`
  margin: 0;
  font-size: ${({ $main }) => ($main ? vars.fontSizeXl : vars.fontSizeLg)};
  font-weight: ${vars.fontWeightBold};
  font-variant-numeric: tabular-nums;
  color: ${({ $main }) => ($main ? vars.colorPrimary : vars.colorText)};
  overflow-wrap: anywhere;
`;

export function WalletSummary() {
  const intl = useIntl();
  const points = usePoints();
  const source = useLoyaltySource();
  const wallet = useQuery(source.wallet());
  const title = intl.formatMessage({ id: 'loyalty.wallet.title' });

  let body;
  if (wallet.isPending) body = <LoadingState lines={2} heading={false} label={title} />;
  else if (wallet.isError)
    body = <ErrorState onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} />;
  else {
    const empty = KINDS.every((kind) => wallet.data[kind] === 0);
    body = (
      <>
        <Tiles $min={180} part="wallet">
          {KINDS.map((kind) => (
            <Tile key={kind} data-kind={kind}>
              <Kind>{intl.formatMessage({ id: `loyalty.kind.${kind}` })}</Kind>
              <Amount $main={kind === 'available'}>{points(wallet.data[kind])}</Amount>
              <Muted>{intl.formatMessage({ id: `loyalty.kind.${kind}.text` })}</Muted>
            </Tile>
          ))}
        </Tiles>
        {empty && (
          <Alert tone="info" live={false}>
            {intl.formatMessage({ id: 'loyalty.wallet.empty' })}
          </Alert>
        )}
      </>
    );
  }
  return <WalletSection title={title}>{body}</WalletSection>;
}
