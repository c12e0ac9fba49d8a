import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEGRITY_FILE, integrityOf, loaderSnippet, writeIntegrity } from './integrity';

describe('integrity', () => {
  it('computes the SRI value browsers check (the spec’s sha384 example)', () => {
    // The example of the SRI spec and MDN: a browser accepts exactly this value for this script.
    expect(integrityOf("alert('Hello, world.');")).toBe(
      'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
    );
  });

  it('writes the integrity of the loader and every chunk, and a snippet that pins the loader', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sakhli-loader-'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'sakhli.js'), 'export const a = 1;');
    writeFileSync(join(dir, 'chunks', 'runtime-abc.js'), 'export const b = 2;');
    writeFileSync(join(dir, 'chunks.json'), '{}');
    const map = writeIntegrity(dir);
    expect(Object.keys(map)).toEqual(['chunks/runtime-abc.js', 'sakhli.js']);
    expect(map['sakhli.js']).toBe(integrityOf('export const a = 1;'));
    expect(JSON.parse(readFileSync(join(dir, INTEGRITY_FILE), 'utf8'))).toEqual(map);
    expect(loaderSnippet('https://cdn.example/sakhli.js', map['sakhli.js']!)).toBe(
      `<script type="module" async src="https://cdn.example/sakhli.js" integrity="${map['sakhli.js']}" crossorigin="anonymous"></script>`,
    );
  });
});
