// Where the message catalogs are: every source file of the widgets and the portal that declares one
// with defineCatalog, plus the SDK's error catalogue, found by reading the files (so a catalog added
// anywhere is checked without being listed here).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sdkMessages, type Language } from '@sakhli/sdk';

export type Catalog = Record<string, Readonly<Record<Language, string>>>;

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['packages/widgets/src', 'packages/portal/src'];
/** Stories and tests declare texts of their own for the story frame; they are not shipped. */
const NOT_SHIPPED = /\.(test|stories)\.tsx?$/;
/** Build tooling runs in Node, not in a page: the pack builder names `defineCatalog({` in its docs. */
const BUILD_TOOLS = `${path.sep}loader${path.sep}build${path.sep}`;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(BUILD_TOOLS.slice(0, -1)) ? [] : walk(full);
    return /\.tsx?$/.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [full] : [];
  });
}

/** Source files that call defineCatalog (its own definition aside). */
export function catalogFiles(): string[] {
  return SOURCES.flatMap((dir) => walk(path.join(root, dir)))
    .filter((file) => /\bdefineCatalog\(\s*\{/.test(readFileSync(file, 'utf8')))
    .sort();
}

function isCatalog(value: unknown): value is Catalog {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return (
    entries.length > 0 &&
    entries.every((texts) => typeof texts === 'object' && texts !== null && 'en' in texts)
  );
}

export interface FoundCatalog {
  name: string;
  file: string;
  catalog: Catalog;
}

/** Every catalog each file exports, and the files that declare one but export none found here. */
export async function loadCatalogs(): Promise<{ found: FoundCatalog[]; unread: string[] }> {
  const found: FoundCatalog[] = [
    { name: 'sdkMessages', file: 'packages/sdk/src/messages/catalog.ts', catalog: sdkMessages },
  ];
  const unread: string[] = [];
  for (const file of catalogFiles()) {
    const exports = (await import(file)) as Record<string, unknown>;
    const relative = path.relative(root, file);
    const catalogs = Object.entries(exports).filter(([, value]) => isCatalog(value));
    if (catalogs.length === 0) unread.push(relative);
    for (const [name, catalog] of catalogs) {
      found.push({ name, file: relative, catalog: catalog as Catalog });
    }
  }
  return { found, unread };
}
