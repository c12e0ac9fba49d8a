// Builds dist/loader/sakhli.lite.js, the loader of the lighter embed (issue 28 §8): the same loader
// as sakhli.js with the chunk map of dist/loader/lite/ (vite.elements.lite.config.ts runs first),
// each file relative to the loader, so one folder serves both embeds. Runs after
// vite.loader.config.ts; integrity.json then covers both embeds' files.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loaderConfig } from './vite.loader.config';

const liteMap = JSON.parse(
  readFileSync(fileURLToPath(new URL('./dist/loader/lite/chunks.json', import.meta.url)), 'utf8'),
) as Record<string, string[]>;

export default loaderConfig(
  'sakhli.lite.js',
  Object.fromEntries(
    Object.entries(liteMap).map(([tag, files]) => [tag, files.map((file) => `lite/${file}`)]),
  ),
);
