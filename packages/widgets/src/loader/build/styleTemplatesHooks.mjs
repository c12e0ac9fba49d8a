// Node module hooks for the first views' build (`--import ./…/styleTemplatesRegister.mjs` after
// tsx): a widget source, once tsx has compiled it, gets the embed build's style minification, so
// the first views' class names are the ones the runtime computes (styleTemplates.mjs).
import { WIDGET_SOURCE, mayHoldStyles, minifyStyleTemplates } from './styleTemplates.mjs';

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!WIDGET_SOURCE.test(url) || loaded.format !== 'module' || loaded.source == null)
    return loaded;
  const code = String(loaded.source);
  return mayHoldStyles(code) ? { ...loaded, source: minifyStyleTemplates(code) } : loaded;
}
