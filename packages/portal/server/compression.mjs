// Compressed responses: the build writes .br and .gz beside each text asset (best ratio, once);
// the server picks the one the browser accepts, and compresses the per-response index.html itself.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Encodings in order of preference, with the suffix of their precompressed file. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
// Below this, headers outweigh what compression saves.
const MIN_BYTES = 1024;

/** Whether a file of this name is text worth compressing (source maps are left to devtools). */
export function isCompressible(file) {
  return TEXT.has(extname(file));
}

/** The preferred encoding a request's Accept-Encoding allows, or undefined. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [token, q ? Number(q.slice(2)) : 1];
    }),
  );
  const allows = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ENCODINGS.find(({ name }) => allows(name));
}

/** Compresses a response made per request (index.html with its nonce); fast settings. */
export function compress(body, encoding) {
  return encoding.name === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (at the highest
 * settings: done once per build). index.html is skipped: the server rewrites it per response.
 */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !isCompressible(entry.name) || entry.name === 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
