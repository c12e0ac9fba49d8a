// Vite lists, beside each `import()`, every chunk the imported one needs, to fetch them side by side
// (`__vite__mapDeps`). It lists also those the importing chunk imports itself, which are in the page
// before that `import()` can run: the entry's list named React, the router and the rest again for
// each of ~100 screens and query modules, ~3 kB gzip of /login and as much in the main area's routes
// (issue 28 §4). This leaves them out; what a screen fetches and when does not change.
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  imports: string[];
}

export function preloadNewDeps(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let chunks = new Map<string, ChunkInfo>();
  /** A chunk and everything it imports statically: loaded before its own code runs. */
  const closure = (fileName: string, into = new Set<string>()): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    chunks.get(fileName)?.imports.forEach((file) => closure(file, into));
    return into;
  };
  const closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'sakhli-preload-new-deps',
      apply: 'build',
      // Before Vite's own `generateBundle` writes the lists: the chunk graph it will read.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          chunks = new Map(
            Object.values(bundle)
              .filter((c): c is ChunkInfo & typeof c => c.type === 'chunk')
              .map((c) => [c.fileName, c]),
          );
          closures.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !chunks.has(hostId)) return deps;
      let loaded = closures.get(hostId);
      if (!loaded) closures.set(hostId, (loaded = closure(hostId)));
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
