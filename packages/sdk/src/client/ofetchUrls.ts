// The two functions of `ufo` that ofetch imports — withBase and withQuery — for the browser builds
// (vite.shared.ts `unusedLibraryParts` points ofetch's `ufo` import here). ufo's URL parser and
// encoders came to ~1.5 kB gzip of every widget's and the portal's first load (issue 28 §4), for
// what URL and URLSearchParams do in a few lines. Same results for what the client sends: a path
// relative to its base or an absolute URL, and a query of strings and string lists
// (createClient's serializeQuery); ofetchUrls.test.ts holds them to ufo's own outputs.

/** ufo's test for "has a protocol" (http:, https:, data: …): such a URL ignores the base. */
const PROTOCOL = /^[\s\w\0+.-]{2,}:/;

/** `input` under `base`, unless it is absolute or there already (ufo's withBase). */
export function withBase(input: string, base: string): string {
  if (!base || base === '/' || PROTOCOL.test(input)) return input;
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  // Already under it: the base, then nothing, "/" or "?" (not "/basement" under "/base").
  if (input.startsWith(root) && /^[/?]?$/.test(input[root.length] ?? '')) return input;
  if (!input || input === '/') return root;
  return `${root}/${input.replace(/^\.?\//, '')}`;
}

/** `input` with `query` set over its own (ufo's withQuery): a list repeats its key; undefined drops it. */
export function withQuery(input: string, query: Record<string, unknown>): string {
  const [path = '', ...search] = input.split('?');
  const params = new URLSearchParams(search.join('?'));
  for (const [key, value] of Object.entries(query)) {
    if (!Array.isArray(value)) {
      if (value === undefined) params.delete(key);
      else params.set(key, String(value ?? '')); // in its place, as ufo
    } else {
      params.delete(key);
      for (const item of value) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
