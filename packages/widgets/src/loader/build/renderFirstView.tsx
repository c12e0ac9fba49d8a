// Build time (Node): a widget's first view as static markup and the rules it uses, rendered by the
// widget's own components inside the element's own wrapper, so what the loader paints before the
// runtime arrives is what React then draws (issue 28 §5).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { QueryClient } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { loadLanguage } from '@sakhli/sdk';
import { CacheProvider, Global } from '@emotion/react';
import { SakhliProvider } from '../../shell/SakhliProvider';
import { SakhliContext, useSakhli } from '../../shell/context';
import { hostStyles, ROOT_ATTRIBUTE } from '../../elements/hostStyles';
import type { Language, Theme } from '../../elements/elementConfig';
import type { FirstViewMarkup } from '../first/paint';
import { createQueryClient } from '../../shell/queryClient';

/**
 * A view of a widget's whole first state, where that state needs no call (the wallet's test mode):
 * its data put in the query cache first, and its parts loaded on demand rendered, not their
 * skeletons (a prerender waits for them).
 */
export interface WholeView {
  /** Fills `queryClient` with what the widget would ask for, in `language`. */
  prefill(queryClient: QueryClient, language: Language): Promise<void> | void;
}

/** Markup to a string, once every part it waits for has loaded. */
async function prerendered(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

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
  whole?: WholeView,
): Promise<FirstViewMarkup> {
  // A built catalog's texts come in packs: the first render has them only once they are loaded.
  await loadLanguage(language);
  // `compat`: Emotion keeps each rule in `inserted` instead of writing <style> beside the markup.
  // One cache for every variant, so the rules are each variant's, once.
  const cache = createCache({ key: 'sakhli' });
  cache.compat = true;
  const queryClient = createQueryClient();
  await whole?.prefill(queryClient, language);
  const render = async (widgetProps: Record<string, unknown>) => {
    const tree = (
      <CacheProvider value={cache}>
        <Global styles={hostStyles} />
        <SakhliProvider
          language={language}
          theme={theme}
          emotionCache={cache}
          queryClient={queryClient}
        >
          <InShadowRoot>
            <div {...{ [ROOT_ATTRIBUTE]: '' }}>
              <Widget {...widgetProps} />
            </div>
          </InShadowRoot>
        </SakhliProvider>
      </CacheProvider>
    );
    const html = whole ? await prerendered(tree) : renderToString(tree);
    if (/\sstyle=|<script|\son[a-z]+=/i.test(html)) {
      throw new Error(
        'A first view has inline styles, scripts or handlers, which a strict CSP blocks',
      );
    }
    return html;
  };
  const html = await render(props);
  const named: [string, string][] = [];
  for (const [name, variant] of Object.entries(variants)) named.push([name, await render(variant)]);
  queryClient.clear();
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html, css, language, ...(named.length ? { variants: Object.fromEntries(named) } : {}) };
}
