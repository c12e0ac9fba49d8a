// The JS a first visit to the built portal downloads before its first screen shows: every script
// and modulepreload that dist/index.html names (the entry, its imports and the /login screen's chunks),
// and the one language's text packs those chunks fetch as they run (issue 28 §2).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PORTAL_DIST = 'packages/portal/dist';

/**
 * Paths (joined to `dist`) of the first-load scripts of the portal built into `dist`, with the text
 * packs of `language` (a cold page shows one language: `ge`, the longest texts, unless told).
 */
export function portalFirstLoad(dist = PORTAL_DIST, language = 'ge') {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = tags
    .filter((tag) => tag.startsWith('<script') || /rel="modulepreload"/.test(tag))
    .map((tag) => tag.match(/(?:src|href)="\/([^"]+)"/)?.[1])
    .filter((file) => file?.endsWith('.js'))
    .map((file) => join(dist, file));
  // A catalog's pack is a dynamic import named `<catalog>.<language>-<hash>.js` (catalogPacks.ts).
  const pack = new RegExp(`import\\(["'\`]\\./([\\w-]+\\.${language}-[\\w-]+\\.js)["'\`]\\)`, 'g');
  const packs = new Set();
  for (const script of scripts) {
    for (const [, file] of readFileSync(script, 'utf8').matchAll(pack)) {
      const path = join(script, '..', file);
      if (existsSync(path)) packs.add(path);
    }
  }
  return [...scripts, ...packs];
}
