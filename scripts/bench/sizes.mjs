// Sizes for `pnpm bench` (gzip -9 of every JS file a cold page fetches): each widget's first load in
// both embeds (loader included), the portal's /login, and the floor page (issue 28 §1).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { portalFirstLoad } from '../portal-first-load.mjs';

export const gzipFile = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The two one-tag builds of dist/loader: their loader and where their chunk map lives. */
export const EMBEDS = [
  { name: 'react', loader: 'sakhli.js', dir: '' },
  { name: 'lite', loader: 'sakhli.lite.js', dir: 'lite/' },
];

/**
 * A widget's first view (issue 28 §5, src/loader/first/): its painter with its markup in `language`
 * (light theme), one module, its path relative to the loader; shared by both embeds, none for a
 * widget without one.
 * `pnpm size` (.size-limit.mjs) counts the same files.
 */
export function firstViewFiles(loaderDir, tag, language) {
  const map = join(loaderDir, 'first.json');
  const prefix = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8'))[tag] : undefined;
  return prefix ? [`${prefix}.${language}.light.js`] : [];
}

/** `{ loader, widgets: { tag: bytes } }` of one embed: a widget's bytes include the loader. */
export function embedSizes(loaderDir, { loader, dir }) {
  const map = join(loaderDir, dir, 'chunks.json');
  if (!existsSync(map)) return null;
  const chunks = JSON.parse(readFileSync(map, 'utf8'));
  const loaderBytes = gzipFile(join(loaderDir, loader));
  const widgets = Object.fromEntries(
    Object.entries(chunks).map(([tag, files]) => [
      tag,
      files.reduce(
        (sum, file) => sum + gzipFile(join(loaderDir, dir, file)),
        // Its first view as the bench's pages fetch it (English).
        firstViewFiles(loaderDir, tag, 'en').reduce(
          (sum, file) => sum + gzipFile(join(loaderDir, file)),
          loaderBytes,
        ),
      ),
    ]),
  );
  return { loader: loaderBytes, widgets };
}

/** The portal's /login first load: gzip -9 and as served (the build's brotli twins). */
export function portalSizes(portalDist) {
  const files = portalFirstLoad(portalDist);
  const served = (path) =>
    existsSync(`${path}.br`) ? statSync(`${path}.br`).size : gzipFile(path);
  return {
    files: files.length,
    gzip: files.reduce((sum, path) => sum + gzipFile(path), 0),
    served: files.reduce((sum, path) => sum + served(path), 0),
  };
}

/** The floor page's JS (its one entry: React, react-dom and the step). */
export function floorSizes(floorDir) {
  const assets = join(floorDir, 'assets');
  const js = readdirSync(assets).filter((file) => file.endsWith('.js'));
  return {
    files: js.length,
    gzip: js.reduce((sum, file) => sum + gzipFile(join(assets, file)), 0),
  };
}
