// Builds dist/loader/sakhli.lite.js, the loader of the lighter embed (issue 28 §8): the same loader
// as sakhli.js with the chunk and text-pack maps of dist/loader/lite/ (vite.elements.lite.config.ts
// runs first), each file relative to the loader, so one folder serves both embeds. Runs after
// vite.loader.config.ts; integrity.json then covers both embeds' files.
import { buildMaps, loaderConfig } from './vite.loader.config';

export default loaderConfig('sakhli.lite.js', buildMaps('lite/'));
