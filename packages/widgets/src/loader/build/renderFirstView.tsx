// Build time (Node): a widget's first view as static markup and the rules it uses, rendered by the
// widget's own components inside the element's own wrapper, so what the loader paints before the
// runtime arrives is what React then draws (issue 28 §5).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { loadLanguage } from '@sakhli/sdk';
import { CacheProvider, Global } from '@emotion/react';
import { SakhliProvider } from '../../shell/SakhliProvider';
import { SakhliContext, useSakhli } from '../../shell/context';
import { hostStyles, ROOT_ATTRIBUTE } from '../../elements/hostStyles';
import type { Language, Theme } from '../../elements/elementConfig';
import type { FirstViewMarkup } from '../first/paint';

/** What an element's tree knows at its first render that a server does not: it is in a shadow root. */
function InShadowRoot({ children }: { children: React.ReactNode }) {
  const context = useSakhli();
  return (
    <SakhliContext.Provider value={{ ...context, inShadowRoot: true }}>
      {children}
    </SakhliContext.Provider>
  );
}

/**
 * The markup of `Widget`'s first render in `language` and `theme` (and of each of its `variants`,
 * other props), and every rule they use. Throws on inline styles, scripts or handlers: the loader
 * sets it as innerHTML, and a strict CSP blocks them.
 */
export async function renderFirstView(
  Widget: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  language: Language,
  theme: Theme,
  variants: Record<string, Record<string, unknown>> = {},
): Promise<FirstViewMarkup> {
  // A built catalog's texts come in packs: the first render has them only once they are loaded.
  await loadLanguage(language);
  // `compat`: Emotion keeps each rule in `inserted` instead of writing <style> beside the markup.
  // One cache for every variant, so the rules are each variant's, once.
  const cache = createCache({ key: 'sakhli' });
  cache.compat = true;
  const render = (widgetProps: Record<string, unknown>) => {
    const html = renderToString(
      <CacheProvider value={cache}>
        <Global styles={hostStyles} />
        <SakhliProvider language={language} theme={theme} emotionCache={cache}>
          <InShadowRoot>
            <div {...{ [ROOT_ATTRIBUTE]: '' }}>
              <Widget {...widgetProps} />
            </div>
          </InShadowRoot>
        </SakhliProvider>
      </CacheProvider>,
    );
    if (/\sstyle=|<script|\son[a-z]+=/i.test(html)) {
      throw new Error(
        'A first view has inline styles, scripts or handlers, which a strict CSP blocks',
      );
    }
    return html;
  };
  const html = render(props);
  const named = Object.entries(variants).map(([name, variant]) => [name, render(variant)]);
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html, css, language, ...(named.length ? { variants: Object.fromEntries(named) } : {}) };
}
