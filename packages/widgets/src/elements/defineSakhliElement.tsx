// Turns a React widget into a `sakhli-*` custom element: open shadow root, Emotion inside it, events out.
import {
  startTransition,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import r2wc from '@r2wc/react-to-web-component';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { COMMON_INPUTS, type ElementSpec } from './spec';
import {
  asLanguage,
  asTheme,
  languageInAddress,
  type ElementConfig,
  type ElementProvider,
} from './elementConfig';
import type { SakhliProviderProps } from '../shell/SakhliProvider';
import { emitSakhliEvent, errorDetail, type SakhliEventName } from './events';
import { hostStyles, ROOT_ATTRIBUTE } from './hostStyles';
import { propertyStoreOf } from './propertyStore';
import { createQueryClient, releaseQueryClient } from '../shell/queryClient';
import { firstViewHandle } from '../loader/first/markers';
import { ContentHeld } from '../shell/context';

type AttributeCallback = {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

// r2wc's own (global) symbols: the props it renders with, and its render.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
type R2wcInternals = {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
};

/**
 * A first view the loader painted (issue 28 §5) stays on screen while the widget renders behind
 * it, in steps of a task each, in transitions: the element's upgrade (0: nothing), the provider
 * (1), the widget's root with its styles and texts (2), its content (3: `ContentHeld` lets go).
 * React renders a transition in slices; Preact (the lite embed) renders a tree in one task: the
 * guest booking's took ~120 ms at 4× CPU, holding back the keys pressed in the view. Once drawn,
 * the widget takes the view over. Without a view, all at once as always. Returns the step.
 */
function useFirstView(container: ShadowRoot | undefined): number {
  const [first] = useState(() => firstViewHandle(container));
  const [step, setStep] = useState(first ? 0 : 3);
  useLayoutEffect(() => {
    if (step > 2) return first?.takeOverWhenDrawn();
    const later = setTimeout(() => startTransition(() => setStep(step + 1)));
    return () => clearTimeout(later);
  }, [step, first]);
  return step;
}

/** Props r2wc hands the root: the shadow root as `container`, attributes parsed by type. */
type RootProps = Record<string, unknown> & { container?: ShadowRoot };

export interface DefineOptions {
  /** Wraps the widget (SakhliProvider in the runtime). */
  provider: ElementProvider;
  /** Page-wide settings (nonce, api base, session…), read when an element renders. */
  config?: ElementConfig;
}

// One cache per shadow root and nonce: Emotion must write into this root, with the page's nonce.
// A first view's rules are in the root already (takeOver.ts `adopt`): written once, not twice.
const caches = new WeakMap<ShadowRoot, Map<string | undefined, EmotionCache>>();
function cacheFor(root: ShadowRoot, nonce: string | undefined): EmotionCache {
  let byNonce = caches.get(root);
  if (!byNonce) caches.set(root, (byNonce = new Map()));
  let cache = byNonce.get(nonce);
  if (!cache) {
    byNonce.set(nonce, (cache = createCache({ key: 'sakhli', container: root, nonce })));
    firstViewHandle(root)?.adopt(cache);
  }
  return cache;
}

/**
 * An element that leaves the document loses the rules its styles got through the CSSOM
 * (production Emotion is `speedy`: insertRule), while its cache remembers them as written: a
 * removed, re-added or moved element came back unstyled (issue 27 §3). The root's caches and their
 * emptied <style> elements go with it, so the next mount writes every rule again.
 */
function forgetStyles(root: ShadowRoot): void {
  caches.delete(root);
  root.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
}

// Toasts render into a node of the shadow root that exists before the first render, so the
// provider mirrors their styles there and never into the page's <head>.
const toastRoots = new WeakMap<ShadowRoot, HTMLElement>();
function toastRootFor(root: ShadowRoot): HTMLElement {
  let node = toastRoots.get(root);
  if (!node) {
    node = document.createElement('div');
    node.dataset.sakhliToasts = '';
    root.appendChild(node);
    toastRoots.set(root, node);
  }
  return node;
}

/**
 * Each element's query client, made here rather than by its provider so the element lets go of it
 * when it leaves the page, whatever its tree's effects did: preact/compat (the lite embed) neither
 * runs nor cleans up the effects of a tree removed before they ran, so a provider's own release
 * never came and the first render's queries kept the client for their 5-minute gc timers (issue 28
 * §7: +34 % heap over 50 mounts of the lite wallet). A re-added element starts a new one.
 */
const queryClients = new WeakMap<HTMLElement, QueryClient>();
function queryClientFor(host: HTMLElement): QueryClient {
  let client = queryClients.get(host);
  if (!client) queryClients.set(host, (client = createQueryClient()));
  return client;
}

const noStore = {
  subscribe: () => () => {},
  get: (): Readonly<Record<string, unknown>> => ({}),
};

/**
 * Builds the custom element class for a widget (not yet registered: see `defineSakhliElement`).
 * Attributes are observed in kebab case; secrets are properties only, never reflected.
 */
export function createSakhliElement(
  definition: ElementSpec,
  Widget: ComponentType<Record<string, unknown>>,
  { provider: Provider, config = {} }: DefineOptions,
): CustomElementConstructor {
  const attributes = [...COMMON_INPUTS.attributes, ...definition.attributes];
  const secretNames = [...COMMON_INPUTS.properties, ...definition.properties];

  function ElementRoot({ container, ...attributeProps }: RootProps) {
    const host = container?.host as HTMLElement | undefined;
    const store = host ? propertyStoreOf(host) : noStore;
    const secrets = useSyncExternalStore(store.subscribe, store.get, store.get);
    // Browsers hide a `nonce` attribute once connected; the property keeps it (CSP spec).
    const nonce = host?.nonce || config.nonce || undefined;
    const cache = container ? cacheFor(container, nonce) : undefined;
    const step = useFirstView(container);
    // Read once, as the widget reads its link (the host's router may change the address later).
    const [addressLanguage] = useState(() => definition.languageFromAddress && languageInAddress());

    const outputs = useMemo(() => {
      const emit = (name: SakhliEventName, detail: unknown) => {
        if (host) emitSakhliEvent(host, name, detail as never);
      };
      const widgetEvents = Object.fromEntries(
        definition.events.map((event) => [
          event.prop,
          (detail: unknown) => emit(event.name as SakhliEventName, detail ?? null),
        ]),
      );
      return {
        widgetEvents,
        onError: (_action: unknown, error: unknown) => emit('sakhli-error', errorDetail(error)),
        onAuthRequired: () => emit('sakhli-auth-required', null),
      };
    }, [host]);

    // Every widget may also say it needs a signed-in user (no session given): `onAuthRequired`.
    const widgetProps: Record<string, unknown> = {
      onAuthRequired: outputs.onAuthRequired,
      ...outputs.widgetEvents,
    };
    for (const attribute of definition.attributes) {
      const value = attributeProps[attribute.prop];
      if (value !== undefined) widgetProps[attribute.prop] = value;
    }
    for (const name of definition.properties) {
      if (secrets[name] !== undefined) widgetProps[name] = secrets[name];
    }

    const providerProps: SakhliProviderProps = {
      apiBase: (attributeProps.apiBase as string | undefined) || config.apiBase,
      // An e-mailed link's language is the whole element's (its toasts too), and the one whose
      // texts the loader fetches for it alone (loader/sakhli.ts `languageOf`).
      language:
        (attributeProps.fromUrl ? addressLanguage : undefined) ||
        asLanguage(attributeProps.lang) ||
        config.language,
      theme: asTheme(attributeProps.theme) ?? config.theme,
      session: (secrets.session ?? config.session) as SakhliProviderProps['session'],
      client: (secrets.client ?? config.client) as SakhliProviderProps['client'],
      paymentOrigins: config.paymentOrigins,
      nonce,
      emotionCache: cache,
      toastContainer: container ? toastRootFor(container) : undefined,
      queryClient: host ? queryClientFor(host) : undefined,
      onError: outputs.onError,
      onAuthRequired: outputs.onAuthRequired,
    };
    const defined = Object.fromEntries(
      Object.entries(providerProps).filter(([, value]) => value !== undefined),
    );

    if (!step) return null;
    const tree = (
      <Provider {...defined}>
        <div {...{ [ROOT_ATTRIBUTE]: '' }}>
          {step > 1 && (
            <ContentHeld.Provider value={step < 3}>
              <Widget {...widgetProps} />
            </ContentHeld.Provider>
          )}
        </div>
      </Provider>
    );
    if (!cache) return tree;
    return (
      <CacheProvider value={cache}>
        <Global styles={hostStyles} />
        {tree}
      </CacheProvider>
    );
  }

  const Base = r2wc(ElementRoot, {
    shadow: 'open',
    props: Object.fromEntries(attributes.map((a) => [a.prop, a.type])),
  }) as unknown as new () => HTMLElement;

  const booleans = new Set(
    attributes
      .filter((a) => a.type === 'boolean')
      .map((a) => a.prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
  );

  const propOf = new Map(
    attributes.map((a) => [a.prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), a.prop]),
  );

  class SakhliElement extends Base {
    // r2wc attaches the shadow root as it constructs; the loader may have attached it before, to
    // paint the first view in (loader/first/paint.ts), and that root is the one to render into.
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const first = firstViewHandle(this.shadowRoot);
      first?.keep();
      return first ? this.shadowRoot! : super.attachShadow(init);
    }

    // `nonce` is watched but not one of r2wc's props: its accessor would shadow the element's own
    // `nonce` property, the one that keeps the value after the browser hides the attribute.
    static get observedAttributes(): string[] {
      return [...(Base as unknown as { observedAttributes: string[] }).observedAttributes, 'nonce'];
    }

    // HTML boolean attributes: presence means true (`<x from-url>`), which r2wc reads as empty.
    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (name === 'nonce') {
        // A new nonce at runtime: the styles are written again with it (read from `this.nonce`).
        if (value) (this as unknown as R2wcInternals)[R2WC_RENDER]();
        return;
      }
      if (!value && !booleans.has(name)) {
        // r2wc keeps a removed (or emptied) attribute's last value: `lang`, `ticket-id` or
        // `apartment-id` taken away must leave the widget on its default, not on the old value.
        const self = this as unknown as R2wcInternals;
        delete self[R2WC_PROPS][propOf.get(name) ?? name];
        self[R2WC_RENDER]();
        return;
      }
      const next = booleans.has(name) ? String(value !== null && value !== 'false') : value;
      (Base.prototype as unknown as AttributeCallback).attributeChangedCallback.call(
        this,
        name,
        old,
        next,
      );
    }

    disconnectedCallback() {
      (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(
        this,
      );
      if (this.shadowRoot) forgetStyles(this.shadowRoot);
      const client = queryClients.get(this);
      queryClients.delete(this);
      if (client) releaseQueryClient(client);
    }

    constructor() {
      super();
      // A page may set properties before the loader upgraded the element: re-apply them through
      // our accessors instead of leaving them as plain fields that hide the prototype's.
      const self = this as unknown as Record<string, unknown>;
      for (const name of [...secretNames, ...attributes.map((a) => a.prop)]) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = self[name];
          delete self[name];
          self[name] = value;
        }
      }
    }
  }
  for (const name of secretNames) {
    Object.defineProperty(SakhliElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return propertyStoreOf(this).get()[name];
      },
      set(this: HTMLElement, value: unknown) {
        propertyStoreOf(this).set(name, value);
      },
    });
  }
  return SakhliElement;
}

/** Registers the element for `definition.tag` unless the page already has one (two loaders). */
export function defineSakhliElement(
  definition: ElementSpec,
  Widget: ComponentType<Record<string, unknown>>,
  options: DefineOptions,
  registry: CustomElementRegistry = customElements,
): CustomElementConstructor {
  const existing = registry.get(definition.tag);
  if (existing) return existing;
  const element = createSakhliElement(definition, Widget, options);
  registry.define(definition.tag, element);
  return element;
}
