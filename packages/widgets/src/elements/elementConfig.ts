// Page-wide element settings: what the loader (or a `configure()` call) gives every element.
import type { ComponentType } from 'react';
import type { SakhliClient, SessionTokens } from '@sakhli/sdk';
import type { SakhliProviderProps } from '../shell/SakhliProvider';

export type Language = 'ge' | 'en' | 'ru';
export type Theme = 'light' | 'dark' | 'auto';

/** Settings shared by every element on the page. Secrets are fine here: this never touches the DOM. */
export interface ElementConfig {
  /** CSP nonce for style elements; the loader reads its own `<script nonce>`. */
  nonce?: string;
  apiBase?: string;
  language?: Language;
  theme?: Theme;
  /** A session store (tokens) for widgets of a signed-in user. */
  session?: SessionTokens;
  /** A ready SDK client. */
  client?: SakhliClient;
  /** Origins of the payment provider's pages (`https:`); a payment page elsewhere is refused. */
  paymentOrigins?: readonly string[];
}

/** What wraps every element's widget: SakhliProvider in the runtime (injected, so tests can wrap lighter). */
export type ElementProvider = ComponentType<SakhliProviderProps>;

const LANGUAGES: readonly string[] = ['ge', 'en', 'ru'];
/** Every theme an element can ask for (the first views' build renders each: loader/build). */
export const THEMES: readonly Theme[] = ['light', 'dark', 'auto'];

export const asLanguage = (value: unknown): Language | undefined =>
  typeof value === 'string' && LANGUAGES.includes(value) ? (value as Language) : undefined;

/**
 * The page address's `lang` (`?lang=ru`), if it names one of ours: an e-mailed link's language
 * (catalog.ts `languageFromAddress`), read alike by the element and its first view's fit.
 */
export const languageInAddress = (): Language | undefined =>
  asLanguage(new URLSearchParams(location.search).get('lang'));

export const asTheme = (value: unknown): Theme | undefined =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value)
    ? (value as Theme)
    : undefined;
