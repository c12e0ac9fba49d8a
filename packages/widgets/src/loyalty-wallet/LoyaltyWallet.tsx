// The loyalty wallet (spec §1, §3 Loyalty, §4 Points, §7 Loyalty): points by kind, products to
// exchange them for, the points history and recommendations, for a signed-in user — or, in test
// mode, the same with sample data, marked as a demo, sending nothing.
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { errorsInPlace, isApiError, type SakhliClient } from '@sakhli/sdk';
import { useSakhli } from '../shell/context';
import { WidgetRoot } from '../shell/WidgetRoot';
import type { TableState } from '../ui/data-table';
import { Stack } from '../ui/layout';
import { EmptyState, LoadingState } from '../ui/States';
import { loyaltyMessages } from './messages';
import { loadPointsTable, PointsHistory } from './PointsHistory';
import { ProductCatalogue } from './ProductCatalogue';
import { Recommendations } from './Recommendations';
import { demoSource, liveSource, loadDemoData, LoyaltySourceContext } from './source';
import { WalletSummary } from './WalletSummary';
import { onDemand } from '../ui/onDemand';

export interface LoyaltyWalletProps {
  /**
   * Sample data instead of the user's: no session needed, no call made with one, and every action
   * explained as a demo instead of sent. For partners building their pages. @defaultValue false
   */
  testMode?: boolean;
  /**
   * The third-party country service's list (restcountries-like `[{ alpha2Code, name }]`), called
   * without session headers. @defaultValue the API base + `third-party/countries` (the demo API's stand-in)
   */
  countriesUrl?: string;
  /**
   * The history table's state (page, rows per page, `filters.status`, sort); give it with
   * `onHistoryStateChange` to keep it in an address (`stateToSearch`/`stateFromSearch`).
   */
  historyState?: Partial<TableState>;
  /** The user paged, filtered or sorted the history. */
  onHistoryStateChange?: (state: TableState) => void;
  /** The user exchanged points for a product (never in test mode). */
  onExchanged?: (detail: { productId: number; available: number }) => void;
  /** The user sent a recommendation (never in test mode). */
  onRecommended?: (detail: { id: number }) => void;
  /** No session was given (or it was rejected): the host should sign the user in. */
  onAuthRequired?: () => void;
}

export function LoyaltyWallet(props: LoyaltyWalletProps) {
  useStartParts(props.testMode ?? false);
  return (
    <WidgetRoot catalog={loyaltyMessages}>
      <LoyaltyWalletBody {...props} />
    </WidgetRoot>
  );
}

/**
 * Issue 28 §5: the code the content will ask for — the history's table, and test mode's sample
 * data and texts — asked for as the wallet's root renders, a step before its content (an element's
 * `useFirstView`), not in the content's render and effects (after its frame, in Preact). Once per
 * wallet; a failure is the part's to show, as it asks again.
 */
function useStartParts(testMode: boolean) {
  const { client } = useSakhli();
  const [started] = useState(() => new Set<string>());
  const start = (part: string, load: () => Promise<unknown>) => {
    if (started.has(part)) return;
    started.add(part);
    load().catch(() => {});
  };
  if (showsWallet(client, testMode)) start('table', loadPointsTable);
  if (testMode) start('demo', loadDemoData);
}

/** Whether the wallet shows balances at all: test mode's sample ones, or a session's. */
const showsWallet = (client: SakhliClient, testMode: boolean) =>
  testMode || Boolean(client.headers()['access-token']);

/** Test mode's texts come with its sample data (their own chunk): a live wallet never loads them. */
const DemoTexts = onDemand(() => loadDemoData().then((m) => ({ default: m.DemoTexts })));
const DemoNote = onDemand(() => loadDemoData().then((m) => ({ default: m.DemoNote })));

function WithDemoTexts({ demo, children }: { demo: boolean; children: ReactNode }) {
  if (!demo) return children;
  return (
    <Suspense fallback={<LoadingState lines={4} />}>
      <DemoTexts>{children}</DemoTexts>
    </Suspense>
  );
}

function SignedOut() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'loyalty.signedOut.title' })}
      description={intl.formatMessage({ id: 'loyalty.signedOut.text' })}
    />
  );
}

function LoyaltyWalletBody({
  testMode = false,
  countriesUrl,
  historyState,
  onHistoryStateChange,
  onExchanged,
  onRecommended,
  onAuthRequired,
}: LoyaltyWalletProps) {
  const { client, language } = useSakhli();
  const signedIn = showsWallet(client, testMode);
  const source = useMemo(
    // Every part shows its failures in place (error states, the exchange's refusal): no toast too.
    () => (testMode ? demoSource(language) : liveSource(errorsInPlace(client))),
    [testMode, language, client],
  );
  // The client whose session an action found rejected (a new session brings a new client).
  const [rejectedClient, setRejectedClient] = useState<SakhliClient | null>(null);
  const onUnauthorized = () => {
    setRejectedClient(client);
    onAuthRequired?.();
  };
  // The wallet answers first; a 401 there means the session is gone (the provider told the host).
  const wallet = useQuery({ ...source.wallet(), enabled: signedIn && rejectedClient !== client });
  const rejected =
    !testMode &&
    (rejectedClient === client || (isApiError(wallet.error) && wallet.error.status === 401));

  // No session at all: say so and ask the host once per client.
  useEffect(() => {
    if (!signedIn) onAuthRequired?.();
  }, [signedIn, client, onAuthRequired]);

  if (!signedIn || rejected) return <SignedOut />;
  return (
    <LoyaltySourceContext.Provider value={source}>
      <WithDemoTexts demo={testMode}>
        <Stack data-test-mode={testMode || undefined}>
          {testMode && <DemoNote />}
          <WalletSummary />
          <ProductCatalogue
            onExchanged={testMode ? undefined : onExchanged}
            onUnauthorized={onUnauthorized}
          />
          <PointsHistory state={historyState} onStateChange={onHistoryStateChange} />
          <Recommendations
            countriesUrl={countriesUrl}
            onRecommended={testMode ? undefined : onRecommended}
            onUnauthorized={onUnauthorized}
          />
        </Stack>
      </WithDemoTexts>
    </LoyaltySourceContext.Provider>
  );
}
