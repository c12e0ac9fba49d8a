// A ui part's own catalog added to the surrounding intl, so only the chunks that use the part ship
// its texts; the host's overrides (already in the parent's messages) still win.
import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { useLanguage } from '../shell/context';
import { messagesFor, type Catalog } from '../shell/i18n/catalog';
import { useCatalogReady } from '../shell/i18n/usePacks';
import { createSakhliIntl } from '../shell/i18n/intlCache';

export interface WithCatalogProps {
  catalog: Catalog;
  children: ReactNode;
  /**
   * Shown while the texts' pack is on its way (a part in a chunk that came after the widget): keep
   * the part's space, e.g. its skeleton. @defaultValue nothing
   */
  fallback?: ReactNode;
}

export function WithCatalog({ catalog, children, fallback = null }: WithCatalogProps) {
  const parent = useIntl();
  const language = useLanguage();
  // Issue 28 §2: a part whose chunk came after the widget showed waits for its texts' pack.
  const ready = useCatalogReady(catalog, language);
  const intl = useMemo(
    () =>
      createSakhliIntl({
        locale: parent.locale,
        defaultLocale: parent.defaultLocale,
        formats: parent.formats,
        timeZone: parent.timeZone,
        onError: parent.onError,
        // Strings in every build (the embed precompiles the parser, not the messages); a built
        // catalog's texts once its pack for this language has arrived.
        messages: {
          ...(ready ? messagesFor(language, catalog) : {}),
          ...(parent.messages as Record<string, string>),
        },
      }),
    [parent, language, catalog, ready],
  );
  return ready ? <RawIntlProvider value={intl}>{children}</RawIntlProvider> : fallback;
}
