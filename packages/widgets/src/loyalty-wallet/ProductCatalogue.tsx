// Products to exchange points for (spec §7 GET products): picture in a fixed 4:3 box (lazy, with
// alt text, so nothing jumps), name, price in points, and "Exchange" — which says why when it can't.
import { Suspense, useId, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { ExchangeResult, Product, Wallet } from '@sakhli/sdk';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../ui/States';
import { Muted, Tile, Tiles, usePoints, WalletSection } from './parts';
import { useLoyaltySource } from './source';
import { onDemand } from '../ui/onDemand';

export interface ProductCatalogueProps {
  onExchanged?: ((detail: { productId: number; available: number }) => void) | undefined;
  onUnauthorized: () => void;
}

const Picture = styled('div', dom)`
  /* The box has its size before the picture arrives: the card never jumps. */
  position: relative;
  aspect-ratio: 4 / 3;
  width: 100%;
  overflow: hidden;
  border-radius: ${vars.radiusSm};
  background: ${vars.colorSurface};
  color: ${vars.colorTextMuted};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled('span', dom)`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Name = styled('h3', dom)`
  margin: 0;
  font-size: ${vars.fontSizeMd};
  overflow-wrap: anywhere;
`;

const Price = styled('p', dom)`
  margin: 0;
  font-weight: ${vars.fontWeightBold};
  font-variant-numeric: tabular-nums;
`;

const Foot = styled('div', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
  margin-top: auto;
`;

function ProductPicture({ product }: { product: Product }) {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  const alt = intl.formatMessage({ id: 'loyalty.product.image' }, { name: product.name });
  return (
    <Picture>
      {product.image && !broken ? (
        <img
          src={product.image}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          onError={() => setBroken(true)}
        />
      ) : (
        <Placeholder role="img" aria-label={alt}>
          {/* A drawn gift, not an emoji: a host page may have no emoji font. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="48"
            height="48"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <rect x="3" y="8" width="18" height="13" rx="1" />
            <path d="M12 8v13M3 12h18M12 8C10 4 6 4 6 7s4 1 6 1zm0 0c2-4 6-4 6-1s-4 1-6 1z" />
          </svg>
        </Placeholder>
      )}
    </Picture>
  );
}

function ProductCard({
  product,
  wallet,
  onExchange,
}: {
  product: Product;
  wallet: Wallet | undefined;
  onExchange: () => void;
}) {
  const intl = useIntl();
  const points = usePoints();
  const reasonId = useId();
  const missing = wallet ? product.points - wallet.available : 0;
  const reason =
    product.stock < 1
      ? intl.formatMessage({ id: 'loyalty.product.outOfStock' })
      : missing > 0
        ? intl.formatMessage({ id: 'loyalty.product.short' }, { count: missing })
        : undefined;
  return (
    <Tile part="product" data-product={product.id}>
      <ProductPicture product={product} />
      <Name>{product.name}</Name>
      <Muted>{product.description}</Muted>
      <Foot>
        <Price>{points(product.points)}</Price>
        {reason && <Muted id={reasonId}>{reason}</Muted>}
        {/* aria-disabled, not disabled: it stays reachable by Tab and says why with its reason. */}
        <Button
          variant="secondary"
          block
          aria-label={intl.formatMessage(
            { id: 'loyalty.product.exchangeFor' },
            { name: product.name },
          )}
          aria-disabled={reason || !wallet ? true : undefined}
          aria-describedby={reason ? reasonId : undefined}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => {
            if (!reason && wallet) onExchange();
          }}
        >
          {intl.formatMessage({ id: 'loyalty.product.exchange' })}
        </Button>
      </Foot>
    </Tile>
  );
}

/** The confirm's code comes when the user heads for an Exchange button (hover, focus), not with the page. */
const loadDialog = () => import('./ExchangeDialog');
const ExchangeDialog = onDemand(() => loadDialog().then((m) => ({ default: m.ExchangeDialog })));

type Notice = { tone: 'success' | 'info'; text: string };

export function ProductCatalogue({ onExchanged, onUnauthorized }: ProductCatalogueProps) {
  const intl = useIntl();
  const points = usePoints();
  const source = useLoyaltySource();
  const products = useQuery(source.products());
  const wallet = useQuery(source.wallet());
  const [open, setOpen] = useState<Product>();
  const [notice, setNotice] = useState<Notice>();
  const title = intl.formatMessage({ id: 'loyalty.products.title' });

  const done = (product: Product, result: ExchangeResult) => {
    setOpen(undefined);
    setNotice({
      tone: 'success',
      text: intl.formatMessage(
        { id: 'loyalty.exchange.done' },
        {
          name: product.name,
          points: points(product.points),
          available: points(result.wallet.available),
        },
      ),
    });
    onExchanged?.({ productId: product.id, available: result.wallet.available });
  };

  let body;
  if (products.isPending) body = <LoadingState lines={3} heading={false} label={title} />;
  else if (products.isError)
    body = <ErrorState onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  else if (products.data.length === 0)
    body = <EmptyState title={intl.formatMessage({ id: 'loyalty.products.empty' })} />;
  else
    body = (
      <Tiles $min={200} part="products">
        {products.data.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            wallet={wallet.data}
            onExchange={() => {
              setNotice(undefined);
              setOpen(product);
            }}
          />
        ))}
      </Tiles>
    );

  return (
    <WalletSection title={title}>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {body}
      {open && wallet.data && (
        <Suspense fallback={null}>
          <ExchangeDialog
            source={source}
            product={open}
            wallet={wallet.data}
            onClose={() => setOpen(undefined)}
            onExchanged={(result) => done(open, result)}
            onDemo={() => {
              setOpen(undefined);
              setNotice({
                tone: 'info',
                text: intl.formatMessage(
                  { id: 'loyalty.demo.exchanged' },
                  { name: open.name, points: points(open.points) },
                ),
              });
            }}
            onUnauthorized={onUnauthorized}
          />
        </Suspense>
      )}
    </WalletSection>
  );
}
