import { describe, expect, it } from 'vitest';
import { unwrapPreloads } from './plainImports';

describe('unwrapPreloads', () => {
  it('writes a preload call that loads nothing more as its import', () => {
    const code = [
      'const en = () => __vitePreload(() => import("./messages.en.js").then((n) => n.r).then(f), []);',
      'const tab = lazy(() => __vitePreload$1(() => import("./chunks/Tab-x.js"), []));',
      'const pack = () => __vitePreload(() => import("./p.js"), __VITE_PRELOAD__);',
    ].join('\n');
    expect(unwrapPreloads(code)).toBe(
      [
        'const en = () => (import("./messages.en.js").then((n) => n.r).then(f));',
        'const tab = lazy(() => (import("./chunks/Tab-x.js")));',
        'const pack = () => (import("./p.js"));',
      ].join('\n'),
    );
  });

  it('keeps any other call, and skips strings holding brackets', () => {
    const kept = 'x = __vitePreload(async () => import("./a.js"), []);';
    expect(unwrapPreloads(kept)).toBe(kept);
    expect(unwrapPreloads('y = __vitePreload(() => import(")(.js"), []);')).toBe(
      'y = (import(")(.js"));',
    );
  });

  it('unwraps a call inside another', () => {
    expect(
      unwrapPreloads('__vitePreload(() => __vitePreload(() => import("./a.js"), []).then(g), [])'),
    ).toBe('((import("./a.js")).then(g))');
  });
});
