// Builds only (the embed and the portal): one language on the wire (issue 28 §2). Every message
// catalog in our sources — `defineCatalog({ id: { en, ge, ru } })`, the SDK's `sdkMessages` — becomes
// `lazyCatalog({ en: () => import(pack), … })` (@sakhli/sdk messages/packs.ts) and each language's
// texts a module of their own, which Vite emits as a plain JS chunk (no eval, no inline script: the
// strict CSP holds). Sources stay as they are, all three languages side by side; tests and stories
// import them unbuilt.
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';

const PACK = '\0sakhli-pack:';
const LANGUAGES = ['en', 'ge', 'ru'] as const;
type Lang = (typeof LANGUAGES)[number];
/** Where `lazyCatalog` lives: imported by file, so the SDK's own catalog can use it too. */
const PACKS_RUNTIME = fileURLToPath(
  new URL('../../../../sdk/src/messages/packs.ts', import.meta.url),
);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** `{ 'id': { en: '…', ge: '…', ru: '…' }, … }`: the texts by language, else `undefined`. */
function catalogTexts(node: Node): Record<Lang, Record<string, string>> | undefined {
  if (node.type !== 'ObjectExpression') return undefined;
  const props = node.properties as Node[];
  if (!props.length) return undefined;
  const out: Record<Lang, Record<string, string>> = { en: {}, ge: {}, ru: {} };
  for (const prop of props) {
    const key = prop.key as Node | undefined;
    const value = prop.value as Node | undefined;
    if (prop.type !== 'Property' || prop.computed || !key || value?.type !== 'ObjectExpression') {
      return undefined;
    }
    const id = key.type === 'Identifier' ? key.name : key.value;
    if (typeof id !== 'string') return undefined;
    const texts = value.properties as Node[];
    if (texts.length !== LANGUAGES.length) return undefined;
    for (const text of texts) {
      const name = (text.key as Node | undefined)?.name ?? (text.key as Node | undefined)?.value;
      const literal = text.value as Node | undefined;
      if (!LANGUAGES.includes(name as Lang) || literal?.type !== 'Literal') return undefined;
      if (typeof literal.value !== 'string') return undefined;
      out[name as Lang][id] = literal.value;
    }
  }
  return out;
}

/** Catalog objects of a module: `defineCatalog(<catalog>)` and `const sdkMessages = <catalog>`. */
function findCatalogs(
  code: string,
  lang: 'js' | 'ts' | 'tsx',
): Array<{ node: Node; texts: Record<Lang, Record<string, string>> }> {
  const found: Array<{ node: Node; texts: Record<Lang, Record<string, string>> }> = [];
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    const n = value as Node;
    const candidate =
      n.type === 'CallExpression' && (n.callee as Node).name === 'defineCatalog'
        ? (n.arguments as Node[])[0]
        : n.type === 'VariableDeclarator' && (n.id as Node).name === 'sdkMessages'
          ? (n.init as Node | undefined)
          : undefined;
    // TypeScript source (the npm build): `{ … } as const satisfies …` is replaced as a whole.
    let object = candidate;
    while (object?.type.startsWith('TS') && object.expression) object = object.expression as Node;
    const texts = object && catalogTexts(object);
    if (candidate && texts) {
      found.push({ node: candidate, texts });
      return;
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'type') visit(child);
  };
  visit(parseAst(code, { lang }));
  return found;
}

/** `messages.ge` for the packs every page needs (`shared`), else `<folder>-<file>.ge`. */
export function packChunkName(id: string, shared: RegExp): string | null {
  if (!id.startsWith(PACK)) return null;
  const [, lang, file] = /^(\w+):\d+:(.*)$/.exec(id.slice(PACK.length)) ?? [];
  if (!lang || !file) return null;
  if (shared.test(file)) return `messages.${lang}`;
  const stem = basename(file).replace(/\.tsx?$/, '');
  return `${basename(dirname(file))}-${stem}.${lang}`;
}

/** The language of a pack chunk's name (`messages.ge`, `guest-booking-messages.ge`). */
export function packLanguage(chunkName: string): Lang | undefined {
  const lang = /\.(en|ge|ru)$/.exec(chunkName)?.[1];
  return lang as Lang | undefined;
}

/** One catalog module rewritten: its catalogs as `lazyCatalog` calls, and each language's texts by pack id. */
export interface SplitModule {
  code: string;
  packs: Map<string, Record<string, string>>;
}

/**
 * Rewrites the catalogs of module `id`: `runtime` is where `lazyCatalog` is imported from, `parsed`
 * the ICU table to feed (see CatalogPacksOptions). `undefined` when the module has no catalog.
 */
export function splitCatalogs(
  code: string,
  id: string,
  { runtime, table, lang = 'js' }: { runtime: string; table?: string; lang?: 'js' | 'ts' | 'tsx' },
): SplitModule | undefined {
  if (!/\bru\s*:/.test(code) || /\.(test|stories)\.tsx?$/.test(id)) return undefined;
  const catalogs = findCatalogs(code, lang);
  if (!catalogs.length) return undefined;
  const packs = new Map<string, Record<string, string>>();
  // From the workspace root: a published chunk's comments name no folder of the build machine.
  const file = id.replace(/^.*?[\\/](packages[\\/])/, '$1');
  let out = '';
  let at = 0;
  catalogs.forEach(({ node, texts }, index) => {
    const loaders = LANGUAGES.map((language) => {
      const pack = `${PACK}${language}:${index}:${file}`;
      packs.set(pack, texts[language]);
      const load = `import(${JSON.stringify(pack)})`;
      return `${language}: () => ${table ? `${load}.then(__sakhliParsed)` : load}`;
    });
    out += `${code.slice(at, node.start)}__sakhliLazyCatalog({ ${loaders.join(', ')} })`;
    at = node.end;
  });
  out += code.slice(at);
  const head = [
    `import { lazyCatalog as __sakhliLazyCatalog } from ${JSON.stringify(runtime)};`,
    ...(table ? [`import { withParsed as __sakhliParsed } from ${JSON.stringify(table)};`] : []),
  ];
  return { code: `${head.join('\n')}\n${out}`, packs };
}

/** A pack module: its texts (and, for the embed, their parsed ICU). */
function packModule(texts: Record<string, string>, parsed?: Record<string, unknown>): string {
  const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  return `${parsed ? `export const parsed = ${json(parsed)};\n` : ''}export default ${json(texts)};\n`;
}

export interface CatalogPacksOptions {
  /** Catalog files whose packs make one `messages.<lang>` chunk: the texts every page shows. */
  shared: RegExp;
  /**
   * The embed: a pack also exports its texts' parsed ICU (`parse`), which its catalog adds to the
   * precompiled parser's `table` module on arrival (the table's `withParsed`). (The pack does not
   * import the table itself: a chunk group takes its dependencies along, and the table would land
   * in a pack.)
   */
  parsed?: { table: string; parse: (texts: readonly string[]) => Promise<Record<string, unknown>> };
}

/**
 * The transform (after TypeScript is stripped) and the per-language modules, plus the chunk group
 * that names them: `messages.<lang>` for `shared`, one chunk per catalog file and language else.
 */
export function catalogPacks({ shared, parsed }: CatalogPacksOptions): Plugin {
  const packs = new Map<string, Record<string, string>>();
  return {
    name: 'sakhli-catalog-packs',
    enforce: 'post',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // Above every other group: a pack's id names its source file (shell/, ui/ …).
                  name: (id: string) => packChunkName(id, shared),
                  debugName: 'sakhli-catalog-packs',
                  test: (id: string) => id.startsWith(PACK),
                  priority: 100,
                },
              ],
            },
          },
        },
      },
    }),
    resolveId: (id) => (id.startsWith(PACK) ? id : null),
    async load(id) {
      const texts = id.startsWith(PACK) ? packs.get(id) : undefined;
      if (!texts) return null;
      return packModule(texts, parsed && (await parsed.parse(Object.values(texts))));
    },
    transform(code, id) {
      if (!/[\\/]packages[\\/][\w-]+[\\/]src[\\/].*\.tsx?$/.test(id)) return null;
      const split = splitCatalogs(code, id, {
        runtime: PACKS_RUNTIME,
        ...(parsed ? { table: parsed.table } : {}),
      });
      if (!split) return null;
      for (const [pack, texts] of split.packs) packs.set(pack, texts);
      return { code: split.code, map: null };
    },
  };
}

/** The esbuild side of an esbuild plugin (tsup): what `catalogPacksEsbuild` needs of its `build`. */
interface EsbuildLike {
  onResolve(
    options: { filter: RegExp },
    callback: (args: { path: string }) => { path: string; namespace: string },
  ): void;
  onLoad(
    options: { filter: RegExp; namespace?: string },
    callback: (args: {
      path: string;
    }) => Promise<{ contents: string; loader: 'ts' | 'tsx' | 'js' } | undefined>,
  ): void;
}

/**
 * The npm package's build (tsup): the same split on the TypeScript sources, each pack a chunk of
 * the package that an app's bundler keeps as a lazy chunk. `runtime` is the SDK's package name, so
 * the package's catalogs register where the SDK's provider looks (one registry per page).
 */
export function catalogPacksEsbuild({ runtime }: { runtime: string }) {
  const packs = new Map<string, Record<string, string>>();
  return {
    name: 'sakhli-catalog-packs',
    setup(build: EsbuildLike) {
      build.onResolve({ filter: /^\0sakhli-pack:/ }, (args) => ({
        path: args.path,
        namespace: 'sakhli-pack',
      }));
      build.onLoad({ filter: /.*/, namespace: 'sakhli-pack' }, async (args) => {
        const texts = packs.get(args.path);
        return texts ? { contents: packModule(texts), loader: 'js' } : undefined;
      });
      build.onLoad({ filter: /[\\/]packages[\\/][\w-]+[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const { readFile } = await import('node:fs/promises');
        const code = await readFile(args.path, 'utf8');
        const lang = args.path.endsWith('x') ? 'tsx' : 'ts';
        const split = splitCatalogs(code, args.path, { runtime, lang });
        if (!split) return undefined;
        for (const [pack, texts] of split.packs) packs.set(pack, texts);
        return { contents: split.code, loader: lang };
      });
    },
  };
}
