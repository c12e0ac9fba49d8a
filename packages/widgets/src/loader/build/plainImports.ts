// Vite wraps each `import()` of a client build in its preload helper: `__vitePreload(() =>
// import("./x.js"), [])`. The embed preloads nothing (vite.elements.config.ts `plainDynamicImports`
// makes the helper `(load) => load()`, its list of files to preload unread), so the call itself is
// only bytes: every lazy pack, dialog and tab paid ~10 of them. This writes each such call as its
// import alone. As chunks render the list is still Vite's placeholder, filled in later.

const CALL = /__vitePreload(?:\$\d+)?\(\(\) => /g;
const LISTS = [', __VITE_PRELOAD__)', ', [])'];

/** Where the bracket opened just before `from` closes, skipping strings; -1 if it never does. */
function closing(code: string, from: number): number {
  let depth = 1;
  for (let i = from; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      // A string (no template with `${}` holds an import's path): to its unescaped end.
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** `code` with each `__vitePreload(() => EXPR, list)` written as `(EXPR)`; other calls kept. */
export function unwrapPreloads(code: string): string {
  let out = '';
  let at = 0;
  for (const match of code.matchAll(CALL)) {
    const start = match.index;
    if (start < at) continue;
    const bodyStart = start + match[0].length;
    const end = closing(code, bodyStart);
    if (end < 0) continue;
    const list = LISTS.find((tail) => code.slice(end - tail.length + 1, end + 1) === tail);
    if (!list) continue;
    const body = code.slice(bodyStart, end - list.length + 1);
    out += `${code.slice(at, start)}(${unwrapPreloads(body)})`;
    at = end + 1;
  }
  return out + code.slice(at);
}
