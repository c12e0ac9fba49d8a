// The provider's context: the SDK client and what widgets need beside it.
import { createContext, useContext } from 'react';
import { errorsInPlace, type Language, type SakhliClient } from '@sakhli/sdk';
import type { MessageOverrides } from './i18n/catalog';
import type { ThemeSetting } from './theme/tokens';

export interface SakhliContextValue {
  client: SakhliClient;
  language: Language;
  theme: ThemeSetting;
  /** Host overrides, re-applied by widgets that add their own catalog. */
  overrides: MessageOverrides;
  /** The node toasts render into (inside a shadow root when the widget lives in one). */
  toastRoot: HTMLElement | undefined;
  /** Styles go into a shadow root: the widget is an embedded element, a box of its own. */
  inShadowRoot?: boolean;
}

export const SakhliContext = createContext<SakhliContextValue | null>(null);

/**
 * True while an element renders behind its first view and its widget's content waits for the next
 * step (elements/defineSakhliElement.tsx): the widget's root renders, its content a task later.
 */
export const ContentHeld = createContext(false);

const MISSING = 'No SakhliProvider found: wrap the widget in <SakhliProvider>';

/** The provider's state; throws the fix when a widget renders outside `SakhliProvider`. */
export function useSakhli(): SakhliContextValue {
  const value = useContext(SakhliContext);
  if (!value) throw new Error(MISSING);
  return value;
}

/** The SDK client of the nearest `SakhliProvider`. */
export function useSakhliClient(): SakhliClient {
  return useSakhli().client;
}

/**
 * The client for calls whose failures the caller shows in place (an error state with its retry, a
 * refused payment): spec §8's policy without the toast, so the user is not told twice.
 */
export function useInPlaceClient(): SakhliClient {
  return errorsInPlace(useSakhli().client);
}

/** The interface language of the nearest `SakhliProvider`. */
export function useLanguage(): Language {
  return useSakhli().language;
}
