// Subresource Integrity for the embed: the sha384 of every file in dist/loader, so a host page can pin what it loads.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file the build writes beside the loader: `{ "sakhli.js": "sha384-…", "runtime-….js": … }`. */
export const INTEGRITY_FILE = 'integrity.json';

/** The `integrity` attribute value of these bytes (sha384, base64, as the SRI spec writes it). */
export function integrityOf(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Hashes every .js file of `dir` (the loader and its chunks) into `integrity.json`; returns the map. */
export function writeIntegrity(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.split('\\').join('/'))
    .sort();
  const map = Object.fromEntries(
    files.map((file) => [file, integrityOf(readFileSync(join(dir, file)))]),
  );
  writeFileSync(join(dir, INTEGRITY_FILE), `${JSON.stringify(map, null, 2)}\n`);
  return map;
}

/** The one-tag snippet for a versioned URL, pinned by its integrity (what the build prints). */
export function loaderSnippet(url: string, integrity: string): string {
  return `<script type="module" async src="${url}" integrity="${integrity}" crossorigin="anonymous"></script>`;
}
