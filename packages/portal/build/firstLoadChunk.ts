// /login's first load as one file: the entry, everything it imports and the sign-in screen. Left to
// itself rolldown gives each set of modules that lazy screens share with the entry a chunk of its
// own (React, the router, Emotion, the SDK client, the form kit …): /login fetched 26 files, each
// compressed alone, ~5 kB gzip more than the same code in one (issue 28 §4). What runs does not
// change: all of it ran before the first screen showed.
import type { Plugin } from 'vite';

/**
 * `entry`: the module index.html loads; `screen`: the absolute path of the first screen's module,
 * which its route still imports lazily (the import finds it loaded).
 */
export function firstLoadChunk(
  entry: string,
  screen: string,
): {
  plugin: Plugin;
  /** For `output.codeSplitting.groups`: the chunk holding the entry, so the entry's own. */
  group: { name: string; tags: ['$initial'] };
} {
  return {
    plugin: {
      name: 'sakhli-first-load-chunk',
      apply: 'build',
      // The entry imports the screen for its side effects (none), so rolldown counts the screen
      // and its imports among the entry's static ones ($initial), as it does what PortalApp uses.
      transform(code, id) {
        // Lines are only added after the code, so its source map stays true (`map: null`).
        return id === entry
          ? { code: `${code}\nimport ${JSON.stringify(screen)};\n`, map: null }
          : null;
      },
    },
    group: { name: 'index', tags: ['$initial'] },
  };
}
