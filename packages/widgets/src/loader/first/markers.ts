// What a painted first view (loader/first/paint.ts) leaves for the widget that takes it over
// (elements/defineSakhliElement.tsx): shared by both without the runtime carrying the painter's code.

/** Marks the element's wrapper around the widget, in the shadow root (and in a painted view). */
export const ROOT_ATTRIBUTE = 'data-sakhli-root';

/** Wraps the painted view in the shadow root until the widget takes it over. */
export const FIRST_VIEW = 'data-sakhli-first';

/** The shadow root's key to its first view's handle (a registered symbol: no name on the page). */
export const FIRST_VIEW_HANDLE = Symbol.for('sakhli.firstView');

/** How the element hands a painted first view over to the widget. */
export interface FirstViewHandle {
  /**
   * Called as the element becomes the widget: reads what must survive the view leaving the DOM
   * (Preact, the lite embed, empties a container as it first renders into it).
   */
  keep(): void;
  /** Replaces the view by the widget once it has drawn, with what the reader did; returns the cancel. */
  takeOverWhenDrawn(): () => void;
  /**
   * Marks the view's rules as written in the widget's Emotion cache (its `inserted`; a rule's class
   * is `<key>-<name>`): the view's sheet stays in the shadow root, so the widget's first render
   * neither parses nor inserts them again (a build-time render of the same code names each rule
   * alike: the hash of its text).
   */
  adopt(cache: { key: string; inserted: Record<string, unknown> }): void;
}

/** The handle of the first view waiting in `root`, if one is. */
export const firstViewHandle = (root: ShadowRoot | null | undefined): FirstViewHandle | undefined =>
  (root as unknown as Record<symbol, FirstViewHandle> | null | undefined)?.[FIRST_VIEW_HANDLE];
