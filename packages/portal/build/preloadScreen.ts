// Adds <link rel="modulepreload"> for a lazily loaded screen and the chunks it imports, so they
// download with the entry instead of after it has run (one round trip less on that screen).
import type { Plugin } from 'vite';

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/** `screen`: the module path the screen's chunk is built from, e.g. `/features/auth/LoginScreen.tsx`. */
export function preloadScreen(screen: string): Plugin {
  return {
    name: 'sakhli-preload-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        // In the entry's own chunk (firstLoadChunk.ts), the screen comes with it.
        if (entry.moduleIds.some((id) => id.endsWith(screen))) return;
        const chunks = Object.values(bundle).filter(
          (c): c is ChunkInfo & typeof c => c.type === 'chunk',
        );
        const root = chunks.find((c) => c.facadeModuleId?.endsWith(screen));
        if (!root) throw new Error(`preloadScreen: no chunk is built from ${screen}`);
        // The entry's own imports are preloaded by Vite already.
        const seen = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          files.push(fileName);
          chunks.find((c) => c.fileName === fileName)?.imports.forEach(visit);
        };
        visit(root.fileName);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
