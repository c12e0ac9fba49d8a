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
  return withPacks(scripts, language);
}

/** The scripts and the text packs of `language` they fetch as they run (catalogPacks.ts). */
function withPacks(scripts, language) {
  // A catalog's pack is a dynamic import named `<catalog>.<language>-<hash>.js`.
  const pack = new RegExp(`import\\(["'\`]\\./([\\w-]+\\.${language}-[\\w-]+\\.js)["'\`]\\)`, 'g');
  const packs = new Set();
  for (const script of scripts) {
    for (const [, file] of readFileSync(script, 'utf8').matchAll(pack)) {
      const path = join(script, '..', file);
      if (existsSync(path)) packs.add(path);
    }
  }
  return [...new Set([...scripts, ...packs])];
}

/** The build's chunk graph: dist/.vite/manifest.json (`build.manifest` in the portal's vite.config.ts). */
function chunkGraph(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The files of these source modules' chunks and of every chunk they import statically. */
export function chunkClosure(sources, dist = PORTAL_DIST) {
  const graph = chunkGraph(dist);
  const files = new Set();
  const visit = (key) => {
    const chunk = graph[key];
    if (!chunk)
      throw new Error(`${key} is no chunk of the portal build: see portal-first-load.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files].map((file) => join(dist, file));
}

/**
 * What a signed-in visit to /home loads besides the first load: the main area's routes with the
 * frame (menu, header, panels; fetched on first use, app/mainArea.ts), its badges' queries, the
 * dashboard and its cards' queries (routes/mainLayout.tsx, routes/home.tsx).
 */
export const HOME_SOURCES = [
  'src/app/mainAreaTree.ts',
  'src/app/layout/frameQueries.ts',
  'src/features/home/HomeScreen.tsx',
  'src/features/home/queries.ts',
];

/** Every JS file a signed-in first visit to /home downloads (index.html's, then the lazy ones). */
export function portalHomeLoad(dist = PORTAL_DIST, language = 'ge') {
  return withPacks(
    [...portalFirstLoad(dist, language), ...chunkClosure(HOME_SOURCES, dist)],
    language,
  );
}

/**
 * Each lazily loaded screen's own code: its chunk and what it imports, with its folder's query
 * modules, less what the first load, the main area's routes and the frame brought already — what
 * opening it from the menu downloads. A chart's chunk (ui/chart/LineChart) is a lazy import of its own, so it is not in it.
 */
export function portalRouteChunks(dist = PORTAL_DIST) {
  const graph = chunkGraph(dist);
  // Every signed-in screen comes after the main area's routes and in the frame.
  const have = new Set([...portalFirstLoad(dist), ...chunkClosure(HOME_SOURCES.slice(0, 2), dist)]);
  const lazy = Object.keys(graph).filter((key) => graph[key].isDynamicEntry);
  const screens = lazy.filter((key) => /^src\/(features|app\/compose)\/.+\.tsx$/.test(key));
  return screens.map((screen) => {
    const folder = screen.slice(0, screen.lastIndexOf('/') + 1);
    const queries = lazy.filter(
      (key) => key.startsWith(folder) && /[qQ]ueries\.ts$/.test(key.slice(folder.length)),
    );
    const files = chunkClosure([screen, ...queries], dist).filter((file) => !have.has(file));
    return { screen, files };
  });
}
