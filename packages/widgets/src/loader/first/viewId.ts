// Which first view an element would show (first/views.ts): its tag's, or for an element in test
// mode its test mode's (the wallet's sample data, a whole first state). Shared by the loader,
// which fetches that view's module, and the painters' fits.

/** What a view id adds to the tag of an element in test mode. */
export const TEST_MODE_VIEW = '.test-mode';

/**
 * Test mode, as the element will read it: the property the page set, else the attribute (not
 * "false"). fits/inputs.ts `flag` reads it the same way; written out here because the loader
 * carries this and `flag` with its `input` would put it over its 2 kB.
 */
export const inTestMode = (element: Element): boolean =>
  String(
    (element as { testMode?: unknown }).testMode ?? element.getAttribute('test-mode') ?? false,
  ) !== 'false';

/** The id of the view `element` would show first, if there is one of that id. */
export const viewIdOf = (element: Element): string =>
  inTestMode(element) ? element.localName + TEST_MODE_VIEW : element.localName;
