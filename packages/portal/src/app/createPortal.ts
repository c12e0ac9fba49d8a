// Builds the portal's services once: session, SDK client (spec §8 policy wired), query client, router.
import {
  createClient,
  createSession,
  isSignedIn,
  notificationKeys,
  userKeys,
  type SakhliClient,
  type Session,
  type SessionOptions,
} from '@sakhli/sdk';
import { createQueryClient } from '@sakhli/widgets';
import type { QueryClient } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import type { RouterHistory } from '@tanstack/react-router';
import {
  createToastBridge,
  handleErrorAction,
  type ErrorHandlerDeps,
  type ToastBridge,
} from './errorHandler';
import { followSignOut } from './followSignOut';
import { createLoadingFlag, type LoadingFlag } from './loadingFlag';
import { createPortalRouter, type PortalRouter } from './router';
import { stripQueryFromAddressBar } from './stripQuery';

export interface PortalOptions {
  /** Where the API lives. @defaultValue this page's origin (the portal server proxies /api). */
  baseURL?: string;
  /** Session storage; `null` keeps it in memory (stories, tests). @defaultValue localStorage */
  storage?: SessionOptions['storage'];
  /** A fetch for the client (stories and tests answer calls without a server). */
  fetch?: typeof fetch;
  /** Router history (memory history in stories and tests). */
  history?: RouterHistory;
  /** A session to use instead of creating one. */
  session?: Session;
  /**
   * Origins of the payment provider's pages (`https:`): the only places a payment may send the
   * browser (the demo API's stand-in page is also allowed while the portal runs on this machine).
   * @defaultValue `VITE_SAKHLI_PAYMENT_ORIGINS` at build time (space-separated), else none
   */
  paymentOrigins?: readonly string[];
  /** Removes the query from the address bar (reset/activation tokens). @defaultValue history.replaceState */
  stripQuery?: () => void;
}

export interface Portal {
  session: Session;
  client: SakhliClient;
  queryClient: QueryClient;
  router: PortalRouter;
  loading: LoadingFlag;
  toasts: ToastBridge;
  /**
   * A widget found the session rejected (a 401 of a call it owns) or missing: sign out and go to
   * login, as the error policy does for any other 401. Pass it as the widgets' `onAuthRequired`.
   */
  authRequired(): void;
  /** Removes the query (a token) from the address bar without navigating. */
  stripQuery(): void;
  /** Whether the session is signed in (spec §2: verified, with a token). */
  signedIn(): boolean;
  /** The current intl, for texts the error policy shows outside React. */
  setIntl(intl: Pick<IntlShape, 'formatMessage'>): void;
}

/** The payment origins the build was given (docs/portal.md). */
function buildPaymentOrigins(): string[] {
  const configured = import.meta.env.VITE_SAKHLI_PAYMENT_ORIGINS as string | undefined;
  return (configured ?? '').split(/\s+/).filter(Boolean);
}

export function createPortal(options: PortalOptions = {}): Portal {
  const session = options.session ?? createSession({ storage: options.storage });
  const loading = createLoadingFlag();
  const toasts = createToastBridge();
  const queryClient = createQueryClient();
  // The signed-in user's own data is asked for only while signed in: a screen still showing as
  // the user signs out does not ask again without tokens.
  const signedIn = () => isSignedIn(session);
  queryClient.setQueryDefaults(userKeys.all, { enabled: signedIn });
  queryClient.setQueryDefaults(notificationKeys.all, { enabled: signedIn });
  // Data the portal refreshes itself, so no screen mounting refetches it: the user (loaded once
  // a page, spec §4's language rule) and the unread counts (the 60 s poll; "mark as read").
  queryClient.setQueryDefaults(userKeys.current(), { staleTime: Infinity, enabled: signedIn });
  queryClient.setQueryDefaults(notificationKeys.count(), {
    staleTime: Infinity,
    enabled: signedIn,
  });
  // A route's loader makes a screen's first call (STYLE.md 13); a call that failed there is not
  // sent again just because the screen mounts — its error state has the retry, and opening the
  // route again asks again.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  let intl: Pick<IntlShape, 'formatMessage'> | undefined;

  const client = createClient({
    baseURL: options.baseURL ?? `${location.origin}/`,
    session,
    paymentOrigins: options.paymentOrigins ?? buildPaymentOrigins(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // spec §4: the loading indicator follows the calls in flight.
    onActivity: (inFlight) => loading.report('api', inFlight > 0),
    onError: (action) => handleErrorAction(action, policy),
  });
  const policy: ErrorHandlerDeps = {
    session,
    currentPath: () => router.state.location.pathname,
    navigate: (to) => void router.navigate({ to, replace: true }),
    toast: (message, fallbackId) =>
      toasts.show(message ?? intl?.formatMessage({ id: fallbackId }) ?? fallbackId),
    onSignedOut: () => queryClient.clear(),
  };

  // The client's callbacks run only after a call fails, when the router exists.
  const router: PortalRouter = createPortalRouter(
    { session, client, queryClient },
    options.history,
  );
  followSignOut(session, queryClient, router);
  // Screens loading count as busy too (the bar shows while a chunk arrives).
  router.subscribe('onBeforeLoad', () => loading.report('route', true));
  router.subscribe('onResolved', () => loading.report('route', false));

  return {
    session,
    client,
    queryClient,
    router,
    loading,
    toasts,
    authRequired: () => handleErrorAction({ type: 'sign-out' }, policy),
    stripQuery: options.stripQuery ?? (() => stripQueryFromAddressBar()),
    signedIn,
    setIntl: (next) => {
      intl = next;
    },
  };
}
