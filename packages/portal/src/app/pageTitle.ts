// spec §2 "on every navigation": the page title from the route's title key, translated, with the group suffix.
import type { IntlShape } from 'react-intl';

export const TITLE_SUFFIX_ID = 'portal.title.suffix';

/** "Support · Sakhli Group"; just the suffix when the route has no title. */
export function pageTitle(intl: Pick<IntlShape, 'formatMessage'>, titleKey?: string): string {
  const suffix = intl.formatMessage({ id: TITLE_SUFFIX_ID });
  return titleKey ? `${intl.formatMessage({ id: titleKey })} · ${suffix}` : suffix;
}
