// A ui part's own catalog added to the surrounding intl, so only the chunks that use the part ship
// its texts; the host's overrides (already in the parent's messages) still win.
import { useMemo, type ReactNode } from 'react';
import { createIntl, RawIntlProvider, useIntl } from 'react-intl';
import { useLanguage } from '../shell/context';
import { messagesFor, type Catalog } from '../shell/i18n/catalog';

export function WithCatalog({ catalog, children }: { catalog: Catalog; children: ReactNode }) {
  const parent = useIntl();
  const language = useLanguage();
  const intl = useMemo(
    () =>
      createIntl({
        locale: parent.locale,
        defaultLocale: parent.defaultLocale,
        formats: parent.formats,
        timeZone: parent.timeZone,
        onError: parent.onError,
        // Strings in every build (the embed precompiles the parser, not the messages).
        messages: {
          ...messagesFor(language, catalog),
          ...(parent.messages as Record<string, string>),
        },
      }),
    [parent, language, catalog],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
