// Where the kilobytes of a first load go, by module group: reads what rollup-plugin-visualizer wrote
// during a `SAKHLI_ANALYZE=1` build (.analyze/<build>.json, see `analyze` in vite.shared.ts) and the
// files a cold page fetches (the embed's chunk map, the portal's index.html; portal-first-load.mjs).
//   SAKHLI_ANALYZE=1 pnpm --filter @sakhli/widgets build:embed && node scripts/where-the-kb-go.mjs embed
//   SAKHLI_ANALYZE=1 pnpm --filter @sakhli/portal build && node scripts/where-the-kb-go.mjs portal
// The analyzer gzips each module alone and before minification, which overstates; so each file's
// modules share out that file's real gzip -9 size in proportion, and the groups add up to the total.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PORTAL_DIST, portalFirstLoad, portalHomeLoad } from './portal-first-load.mjs';

const EMBED_DIST = 'packages/widgets/dist/loader';

/** A module's group: a package by name, our code by package and folder. */
function group(id) {
  const pkg = id.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const ours = id.match(/packages\/([^/]+)\/src\/((?:[^/]+\/)?)/);
  if (ours) return `${ours[1]}/${ours[2].replace(/\/$/, '') || '(root)'}`;
  // A build's own modules: the parsed ICU table (messages.js), a widget's generated entry, …
  if (id.startsWith('\0')) return `(build) ${id.slice(1).split(':')[0]}`;
  return id;
}

/** Module group → gzip bytes over the given output files (paths relative to `dist`). */
function byGroup(data, dist, files) {
  const parts = new Map(files.map((file) => [file, []]));
  for (const meta of Object.values(data.nodeMetas)) {
    for (const [file, uid] of Object.entries(meta.moduleParts)) {
      parts.get(file)?.push([group(meta.id), data.nodeParts[uid].gzipLength]);
    }
  }
  const groups = new Map();
  for (const [file, modules] of parts) {
    const real = gzip(join(dist, file));
    const measured = modules.reduce((sum, [, bytes]) => sum + bytes, 0);
    // A file with no module of its own (the loader, built apart) counts as itself.
    if (!measured) modules.push([file, (groups.get(file) ?? 0) + real]);
    const scale = measured ? real / measured : 1;
    for (const [name, bytes] of modules) groups.set(name, (groups.get(name) ?? 0) + bytes * scale);
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}

// kB as size-limit counts them (1000 bytes), so the tables and `pnpm size` agree.
const kb = (bytes) => (bytes / 1000).toFixed(1);
const gzip = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

function print(title, dist, files, data) {
  const total = files.reduce((sum, file) => sum + gzip(join(dist, file)), 0);
  console.log(`\n## ${title}: ${files.length} files, ${kb(total)} kB gzip\n`);
  console.log('| Module | kB |\n|---|---|');
  const rows = byGroup(data, dist, files);
  for (const [name, bytes] of rows.filter(([, bytes]) => bytes >= 512)) {
    console.log(`| ${name} | ${kb(bytes)} |`);
  }
  const rest = rows.filter(([, bytes]) => bytes < 512);
  if (rest.length)
    console.log(`| ${rest.length} more under 0.5 | ${kb(rest.reduce((s, [, b]) => s + b, 0))} |`);
}

const which = process.argv[2] ?? 'embed';
const data = JSON.parse(readFileSync(`.analyze/${which}.json`, 'utf8'));
if (which === 'embed') {
  const map = JSON.parse(readFileSync(join(EMBED_DIST, 'chunks.json'), 'utf8'));
  for (const [tag, files] of Object.entries(map)) {
    print(
      `<${tag}> first load (loader sakhli.js included)`,
      EMBED_DIST,
      ['sakhli.js', ...files],
      data,
    );
  }
} else {
  const rel = (paths) => paths.map((path) => relative(PORTAL_DIST, path));
  print('portal /login first load', PORTAL_DIST, rel(portalFirstLoad()), data);
  print('portal /home signed in', PORTAL_DIST, rel(portalHomeLoad()), data);
}
