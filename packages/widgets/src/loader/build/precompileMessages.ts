// Loader build only: parses every ICU message of our catalogs at build time and swaps react-intl's
// runtime parser (~7 KB gzip of the shared runtime) for a lookup of those ASTs — the FormatJS
// "precompile + no-parser" setup. Texts without ICU syntax need no AST: they are one literal.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst, type Plugin } from 'vite';
import { messageKey, needsParser } from '../icuLiteral';

const PARSER = '@formatjs/icu-messageformat-parser';
export const PRECOMPILED_PARSER_ID = '\0sakhli-icu-parser';
/** The parsed messages of every catalog: a chunk of its own (messages.js), so catalogs don't grow runtime.js. */
export const PRECOMPILED_TABLE_ID = '\0sakhli-icu-table';
const TABLE_PLACEHOLDER = /(["'`])__SAKHLI_ICU_TABLE__\1/;
const LANGUAGE_KEYS = ['en', 'ge', 'ru'];

type Node = { type: string; [key: string]: unknown };

/** Every `{ en: '…', ge: '…', ru: '…' }` string in a module (the shape of our message catalogs). */
function catalogTexts(code: string): string[] {
  const texts: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    if (n.type === 'ObjectExpression') {
      const props = n.properties as Node[];
      const entries = props.map((p) => {
        const key = p.key as Node | undefined;
        const value = p.value as Node | undefined;
        const name = key?.type === 'Identifier' ? key.name : key?.value;
        return [name, value?.type === 'Literal' ? value.value : undefined] as const;
      });
      const keys = entries.map(([name]) => name).sort();
      if (
        keys.join() === [...LANGUAGE_KEYS].sort().join() &&
        entries.every(([, value]) => typeof value === 'string')
      ) {
        texts.push(...entries.map(([, value]) => value as string));
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(parseAst(code));
  return texts;
}

let packParser: Promise<(text: string) => unknown> | undefined;

/**
 * The parsed ICU of a language pack's texts (catalogPacks.ts), keyed as the table is: each
 * language's ASTs travel with that language's texts and no other.
 */
export async function parsePackTexts(texts: readonly string[]): Promise<Record<string, unknown>> {
  packParser ??= (async () => {
    const intlRequire = createRequire(createRequire(import.meta.url).resolve('react-intl'));
    const index = join(dirname(intlRequire.resolve(`${PARSER}/no-parser.js`)), 'index.js');
    return ((await import(pathToFileURL(index).href)) as { parse: (text: string) => unknown })
      .parse;
  })();
  const parse = await packParser;
  const parsed: Record<string, unknown> = {};
  for (const text of texts) if (needsParser(text)) parsed[messageKey(text)] = parse(text);
  return parsed;
}

/** Two plugins: the parser swap runs before Vite's resolver, the catalog scan after TS is stripped. */
export function precompileMessages(): Plugin[] {
  const require = createRequire(import.meta.url);
  const intlRequire = createRequire(require.resolve('react-intl'));
  const parserDir = dirname(intlRequire.resolve(`${PARSER}/no-parser.js`));
  const noParser = join(parserDir, 'no-parser.js');
  let parse: (text: string) => unknown;
  // Keyed by messageKey(text): the texts themselves already ship in the catalogs.
  const table: Record<string, unknown> = {};
  const texts = new Map<string, string>();

  const swap: Plugin = {
    name: 'sakhli-precompiled-parser',
    enforce: 'pre',
    async buildStart() {
      ({ parse } = (await import(pathToFileURL(join(parserDir, 'index.js')).href)) as {
        parse: (text: string) => unknown;
      });
    },
    resolveId(source, importer) {
      if (source === PARSER && importer !== PRECOMPILED_PARSER_ID) return PRECOMPILED_PARSER_ID;
      if (source === PRECOMPILED_TABLE_ID) return PRECOMPILED_TABLE_ID;
      return null;
    },
    load(id) {
      // `withParsed`: a pack's parsed ICU joins the table as it arrives (catalogPacks.ts), one
      // function for every catalog rather than one per module.
      if (id === PRECOMPILED_TABLE_ID)
        return [
          `export const table = JSON.parse("__SAKHLI_ICU_TABLE__");`,
          'export const withParsed = (pack) => (Object.assign(table, pack.parsed), pack);',
        ].join('\n');
      if (id !== PRECOMPILED_PARSER_ID) return null;
      return [
        `export * from ${JSON.stringify(noParser)};`,
        `import { literalMessage, messageKey } from ${JSON.stringify(require.resolve('../icuLiteral.ts'))};`,
        `import { table } from ${JSON.stringify(PRECOMPILED_TABLE_ID)};`,
        // A text missing from the table has no ICU syntax (a host override, say): one literal.
        `export function parse(message) { return table[messageKey(message)] ?? literalMessage(message); }`,
      ].join('\n');
    },
    renderChunk(code) {
      if (!TABLE_PLACEHOLDER.test(code)) return null;
      const json = JSON.stringify(JSON.stringify(table));
      return { code: code.replace(TABLE_PLACEHOLDER, () => json), map: null };
    },
  };
  const scan: Plugin = {
    name: 'sakhli-precompile-catalogs',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/][\w-]+[\\/]src[\\/].*\.tsx?$/.test(id) || !/\bru\s*:/.test(code)) {
        return null;
      }
      for (const text of catalogTexts(code)) {
        if (!needsParser(text)) continue;
        const key = messageKey(text);
        const seen = texts.get(key);
        if (seen !== undefined && seen !== text) {
          this.error(`Two messages share the key ${key}: ${JSON.stringify([seen, text])}`);
        }
        texts.set(key, text);
        table[key] = parse(text);
      }
      return null;
    },
  };
  return [swap, scan];
}
