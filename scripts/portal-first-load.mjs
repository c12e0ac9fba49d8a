// The JS a first visit to the built portal downloads before its first screen shows: every script
// and modulepreload that dist/index.html names (the entry, its imports and the /login screen's chunks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PORTAL_DIST = 'packages/portal/dist';

/** Paths (joined to `dist`) of the first-load scripts of the portal built into `dist`. */
export function portalFirstLoad(dist = PORTAL_DIST) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => tag.startsWith('<script') || /rel="modulepreload"/.test(tag))
    .map((tag) => tag.match(/(?:src|href)="\/([^"]+)"/)?.[1])
    .filter((file) => file?.endsWith('.js'))
    .map((file) => join(dist, file));
}
