// The root every widget renders inside: our tokens, text styles and a size container.
import { useContext, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { RawIntlProvider, useIntl } from 'react-intl';
import { toIntlLocale } from '@sakhli/sdk';
import { ContentHeld, useSakhli } from './context';
import { buildMessages, type Catalog } from './i18n/catalog';
import { useCatalogReady, useShownLanguage } from './i18n/usePacks';
import { createSakhliIntl } from './i18n/intlCache';
import { baseStyles } from './theme/theme';
import { vars, type ThemeSetting } from './theme/tokens';
import { shellMessages } from './messages';
import { uiMessages } from '../ui/messages';
import { FailedBoundary } from '../ui/FailedBoundary';
import { whileOnline } from './whileOnline';
import { dom } from './styled';

const Root = styled('div', dom)<{ $setting: ThemeSetting; $inset: boolean }>`
  ${({ $setting }) => baseStyles($setting)}
  /* An element paints its own background box (dark on a light page too): keep the content off
     its edges. A React host (the portal) frames its widgets itself. */
  ${({ $inset }) => ($inset ? `padding: ${vars.space4};` : '')}
  display: block;
  position: relative;
  min-width: 0;
  /* Widgets respond to their own width (spec §9 breakpoints as container queries). */
  container: sakhli / inline-size;
`;

export interface WidgetRootProps extends HTMLAttributes<HTMLDivElement> {
  /** The widget's own messages, added to the SDK's and the ui's; host overrides still win. */
  catalog?: Catalog;
  children?: ReactNode;
}

// Amounts in lari show the sign, not an empty box, on machines without a font for it: its one-glyph
// face is asked for as the runtime starts, so it is in before the first amount renders (a text drawn
// before it keeps the box). A chunk of its own (fonts/), so the embed's platform chunk carries only
// this import; asked again as on-demand parts are, once back online if the page started offline.
whileOnline(() => import('../fonts/lariSign')).catch(() => {});

/** Renders a widget's root; throws the fix when used outside `SakhliProvider`. */
export function WidgetRoot({ catalog, children, ...rest }: WidgetRootProps) {
  const { language: asked, theme, overrides, inShadowRoot = false } = useSakhli();
  const parent = useIntl();
  // Issue 28 §2: the widget's texts in its language; its children wait for them (never ids). Its
  // language is the provider's, or one a widget sets itself (a booking change link's `lang`),
  // whose packs of every catalog it then loads, as the provider does for its own.
  const shown = useShownLanguage(asked);
  const language = shown ?? asked;
  const ready = useCatalogReady(catalog, language) && shown !== undefined;
  // Behind a first view, the content comes a task after the root, its styles and texts.
  const held = useContext(ContentHeld);
  const intl = useMemo(
    () =>
      catalog && ready
        ? createSakhliIntl({
            locale: toIntlLocale(language),
            defaultLocale: 'en',
            messages: buildMessages(language, [shellMessages, uiMessages, catalog], overrides),
            onError: parent.onError,
          })
        : undefined,
    [catalog, ready, language, overrides, parent.onError],
  );
  const root = (
    <Root
      part="root"
      data-sakhli-theme={theme}
      lang={toIntlLocale(language)}
      $setting={theme}
      $inset={inShadowRoot}
      // Empty while its texts are on their way: a loading region to assistive technology and to
      // a host waiting for the screen to settle (the content comes in a transition, a few frames on).
      aria-busy={!ready || undefined}
      {...rest}
    >
      {/* A part that fails to render says so with "Try again" instead of blanking the widget. */}
      {ready && !held ? <FailedBoundary>{children}</FailedBoundary> : null}
    </Root>
  );
  return intl ? <RawIntlProvider value={intl}>{root}</RawIntlProvider> : root;
}
