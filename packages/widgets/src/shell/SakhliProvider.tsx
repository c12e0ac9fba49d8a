// SakhliProvider: SDK client with the spec §8 error policy, query client, intl, theme and toasts.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider, type Theme } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import {
  createClient,
  DEFAULT_LANGUAGE,
  endUserData,
  onSignInChange,
  toIntlLocale,
  type ApiError,
  type ErrorAction,
  type Language,
  type SakhliClient,
  type Session,
  type SessionTokens,
  userKeys,
} from '@sakhli/sdk';
import { SakhliContext, type SakhliContextValue } from './context';
import { buildMessages, type MessageOverrides } from './i18n/catalog';
import { useShownLanguage } from './i18n/usePacks';
import { createSakhliIntl } from './i18n/intlCache';
import { shellMessages } from './messages';
import { documentCache } from './documentCache';
import { createQueryClient, releaseQueryClient } from './queryClient';
import { askedInOtherLanguage, trackQueryLanguage } from './queryLanguage';
import { followSignOut, forgetSignIn } from './signedOutCache';
import type { ThemeSetting } from './theme/tokens';
import { ToastOutlet, ToastQueue, ToastQueueContext } from './toasts';
import { uiMessages } from '../ui/messages';

export interface SakhliProviderProps {
  /**
   * Where the Sakhli API lives, e.g. `https://api.sakhli.ge/`.
   * @defaultValue the page's own origin
   */
  apiBase?: string;
  /** A ready SDK client (the portal's). Its own `onError` applies; `apiBase` and `session` are ignored. */
  client?: SakhliClient;
  /**
   * Tokens read at call time: the SDK's session store (`createSession()`) or any object with
   * `accessToken`/`refreshToken`. Never put tokens in attributes.
   */
  session?: Session | SessionTokens;
  /**
   * Interface language (spec §1). A built package fetches each language's texts on first use: a
   * switch keeps the old language on screen until the new texts arrive, and a first render shows
   * nothing until they do, unless `loadLanguage(language)` was awaited first (docs/widgets.md).
   * @defaultValue 'en'
   */
  language?: Language;
  /** Colour scheme; `auto` follows `prefers-color-scheme`. @defaultValue 'light' */
  theme?: ThemeSetting;
  /**
   * Origins of the payment provider's pages, e.g. `['https://pay.example.ge']`: the SDK opens a
   * payment page only there (`https:`), or the demo API's stand-in while on a loopback host.
   * Ignored with `client` (its own options apply).
   */
  paymentOrigins?: readonly string[];
  /** A host's TanStack Query client; otherwise one with retries only for network and 5xx errors. */
  queryClient?: QueryClient;
  /** Host overrides of any message id, in `language`. */
  messages?: MessageOverrides;
  /** Emotion cache to style into (the elements layer passes one mounted in a shadow root). */
  emotionCache?: EmotionCache;
  /** CSP nonce for our style elements (Emotion's only when no `emotionCache` is given). */
  nonce?: string;
  /** Where toasts render. @defaultValue the shadow root of `emotionCache`, else `document.body` */
  toastContainer?: HTMLElement;
  /** spec §8: a 401 — the host decides what "go to login" means. */
  onAuthRequired?: () => void;
  /** Every failed call with the policy's decision (after the toast, if any). */
  onError?: (action: ErrorAction, error: ApiError) => void;
  children?: ReactNode;
}

/** The page's origin, so Storybook/MSW and same-origin hosts need no `apiBase`. */
function defaultApiBase(): string {
  return typeof location !== 'undefined' && location.origin !== 'null'
    ? `${location.origin}/`
    : 'http://127.0.0.1:8787/';
}

/** The shadow root a node lives in, if any. */
function shadowRootOf(node: Node | undefined): ShadowRoot | undefined {
  const root = node?.getRootNode?.();
  return typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root : undefined;
}

/** Missing ICU locale data (Debian's Chromium has no `ka` numbers) falls back quietly. */
function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_DATA') return;
  console.error(error);
}

/** A detached element toasts portal into when the widget lives in a shadow root. */
function toastHost(): HTMLDivElement {
  const host = document.createElement('div');
  host.dataset.sakhliToasts = '';
  return host;
}

/**
 * A provider that made its own query client empties it when it goes (an element removed from the
 * page): each query's garbage-collection timer (gcTime, 5 min) would otherwise keep every answer
 * of every mount alive, and in-flight calls would finish for nobody (issue 27 §3 soak). A host's
 * client is the host's. Deferred a microtask, so StrictMode's unmount-and-mount keeps the cache.
 */
const mountedClients = new WeakMap<QueryClient, number>();
function releaseOnUnmount(own: QueryClient | undefined): (() => void) | undefined {
  if (!own) return undefined;
  mountedClients.set(own, (mountedClients.get(own) ?? 0) + 1);
  return () => {
    mountedClients.set(own, (mountedClients.get(own) ?? 1) - 1);
    queueMicrotask(() => {
      if (mountedClients.get(own)) return;
      releaseQueryClient(own);
    });
  };
}

interface LatestRender {
  language: Language;
  intl: IntlShape;
  props: SakhliProviderProps;
}

/** The last committed render's values, for callbacks the SDK client calls later. */
class Latest {
  private clearer: () => void = () => {};
  constructor(private value: LatestRender) {}
  get(): LatestRender {
    return this.value;
  }
  set(value: LatestRender): void {
    this.value = value;
  }
  /** The API ended the sign-in: the cached answers go (see `followSignOut`). */
  clearCache(): void {
    this.clearer();
  }
  setCacheClearer(clearer: () => void): void {
    this.clearer = clearer;
  }
  /** Toasts of this provider: the client's error toasts go there too. */
  readonly toasts = new ToastQueue();
}

export function SakhliProvider(props: SakhliProviderProps) {
  const {
    apiBase,
    session,
    language: requested = DEFAULT_LANGUAGE,
    theme = 'light',
    messages: overrides,
    emotionCache,
    nonce,
    toastContainer,
    paymentOrigins,
    children,
  } = props;

  // Issue 28 §2: everything below (texts, formats, the API's `user-language`) follows the language
  // whose texts are here; children wait for the first one.
  const shown = useShownLanguage(requested);
  const language = shown ?? requested;
  const packs = shown !== undefined;
  const intl: IntlShape = useMemo(
    () =>
      createSakhliIntl({
        locale: toIntlLocale(language),
        defaultLocale: 'en',
        // `packs`: the texts arrived since the last render in this language.
        messages: packs ? buildMessages(language, [shellMessages, uiMessages], overrides) : {},
        onError: reportIntlError,
      }),
    [language, overrides, packs],
  );

  // The client lives as long as its address and session; language and callbacks are read
  // from `latest` at call time so a language switch does not drop the query cache.
  const [latest] = useState(() => new Latest({ language, intl, props }));
  const originsKey = paymentOrigins?.join(' ');
  // A layout effect: it runs before the (passive) effects in which queries fetch, so a query
  // refetched for a new language already sends the new `user-language`.
  useLayoutEffect(() => latest.set({ language, intl, props }));
  const client = useMemo(
    () =>
      props.client ??
      createClient({
        baseURL: apiBase ?? defaultApiBase(),
        session,
        // By value: a host passing a new array each render keeps its client (and query cache).
        ...(originsKey ? { paymentOrigins: originsKey.split(' ') } : {}),
        language: () => latest.get().language,
        onError: (action, error) => {
          const { intl: currentIntl, props: current } = latest.get();
          // spec §8: toast with the server's message or "something goes wrong"; 401 to the
          // host; 409, 404 and the caller-owned calls stay quiet here.
          if (action.type === 'toast') {
            const text =
              action.message ?? currentIntl.formatMessage({ id: action.fallbackMessageId });
            latest.toasts.show({ message: text, variant: 'error' });
          } else if (action.type === 'sign-out') {
            // The API ended the sign-in: nothing of this user stays (issue 16 §3), then the host decides.
            endUserData(current.session);
            latest.clearCache();
            current.onAuthRequired?.();
          }
          current.onError?.(action, error);
        },
      }),
    [props.client, apiBase, session, latest, originsKey],
  );

  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const activeQueryClient = props.queryClient ?? queryClient;
  useEffect(
    () => releaseOnUnmount(props.queryClient ? undefined : queryClient),
    [props.queryClient, queryClient],
  );
  // Back online, what failed on screen is asked again by itself. TanStack Query does so only if it
  // saw the browser go offline, and it listens from the provider's mount, after an element's first
  // calls went out: a connection lost right as a widget loaded left its error state for good. Told
  // here, it does what it does on reconnecting (a refetch it started already is joined, not repeated).
  useEffect(() => {
    const backOnline = () => activeQueryClient.getQueryCache().onOnline();
    addEventListener('online', backOnline);
    return () => removeEventListener('online', backOnline);
  }, [activeQueryClient]);
  // Query keys name no user: another user's sign-in (a new session, or new tokens in the same
  // store) must not find this one's answers (issue 16 §3).
  useLayoutEffect(() => {
    const follow = followSignOut(activeQueryClient);
    latest.setCacheClearer(() => follow.signedOut());
    return follow.dispose;
  }, [latest, activeQueryClient]);
  // A layout effect: the old user's answers, read by this render, are never painted.
  const cachedFor = useRef(session);
  useLayoutEffect(() => {
    if (cachedFor.current === session) return;
    cachedFor.current = session;
    forgetSignIn(activeQueryClient);
  }, [session, activeQueryClient]);
  // Another API (a new `apiBase`: an element's `api-base` changed at runtime) is another source:
  // its answers are asked for, not the old API's kept (issue 27 §3). A passive effect, so the
  // screens' queries already hold their new fetchers (set in their own effects, which run first).
  const askedOf = useRef({ client, session });
  useEffect(() => {
    if (askedOf.current.client === client) return;
    const sameUser = askedOf.current.session === session;
    askedOf.current = { client, session };
    if (sameUser) forgetSignIn(activeQueryClient);
  }, [client, session, activeQueryClient]);
  useEffect(
    () =>
      onSignInChange(session, () =>
        forgetSignIn(activeQueryClient, Boolean(session?.accessToken || session?.refreshToken)),
      ),
    [session, activeQueryClient],
  );
  // The API answers in the request's language and query keys carry none: after a switch, what
  // it said in another language is fetched again (after `latest` holds the new language), and
  // only that — a call that went out in the new one already is not repeated. Not the signed-in
  // user: no text of theirs is translated, and a refetch racing the host's PUT of the new locale
  // would bring back the old one, which spec §4's language rule then restores. Tracking starts
  // in render, before any child's effect can fetch; it is idempotent.
  trackQueryLanguage(activeQueryClient, () => client.headers()['user-language']);
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void activeQueryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] !== userKeys.all[0] &&
        askedInOtherLanguage(activeQueryClient, query, language),
    });
  }, [language, activeQueryClient]);
  const cache = emotionCache ?? documentCache(nonce);
  const shadowRoot = shadowRootOf(cache.sheet.container);
  const [autoToastRoot] = useState(() => (!toastContainer && shadowRoot ? toastHost() : undefined));
  useEffect(() => {
    if (!autoToastRoot || !shadowRoot) return;
    shadowRoot.appendChild(autoToastRoot);
    return () => autoToastRoot.remove();
  }, [autoToastRoot, shadowRoot]);
  const toastRoot = toastContainer ?? autoToastRoot;
  // The shadow root toasts live in (known before the auto root is attached), else the head.
  const toastShadow = toastContainer ? shadowRootOf(toastContainer) : shadowRoot;

  const emotionTheme: Theme = useMemo(() => ({ sakhli: { setting: theme } }), [theme]);
  const context: SakhliContextValue = useMemo(
    () => ({
      client,
      language,
      theme,
      overrides: overrides ?? {},
      toastRoot,
      inShadowRoot: Boolean(shadowRoot),
    }),
    [client, language, theme, overrides, toastRoot, shadowRoot],
  );

  return (
    <SakhliContext.Provider value={context}>
      <QueryClientProvider client={activeQueryClient}>
        <RawIntlProvider value={intl}>
          <CacheProvider value={cache}>
            <ThemeProvider theme={emotionTheme}>
              <ToastQueueContext.Provider value={latest.toasts}>
                {shown ? children : null}
                <ToastOutlet
                  queue={latest.toasts}
                  toastRoot={toastRoot}
                  toastShadow={toastShadow}
                  nonce={nonce}
                />
              </ToastQueueContext.Provider>
            </ThemeProvider>
          </CacheProvider>
        </RawIntlProvider>
      </QueryClientProvider>
    </SakhliContext.Provider>
  );
}
