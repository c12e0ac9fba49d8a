// The catalog split of the builds (issue 28 §2): what a module becomes, and which texts each pack holds.
import { describe, expect, it } from 'vitest';
import { packChunkName, packLanguage, splitCatalogs } from './catalogPacks';

const FILE = '/build/machine/packages/widgets/src/guest-booking/messages.ts';

describe('splitCatalogs', () => {
  it('swaps a catalog for lazy packs, one language each, and leaves the rest of the module', () => {
    const code = [
      "import { defineCatalog } from '../shell/i18n/catalog';",
      'export const guestMessages = defineCatalog({',
      "  'guest.title': { en: 'Book', ge: 'დაჯავშნა', ru: 'Забронировать' },",
      "  'guest.nights': { en: '{n, plural, one {# night} other {# nights}}', ge: '{n} ღამე', ru: '{n} ночей' },",
      '});',
      'export const other = 1;',
    ].join('\n');
    const split = splitCatalogs(code, FILE, { runtime: '@sakhli/sdk' })!;
    expect(split.code).toContain(
      'import { lazyCatalog as __sakhliLazyCatalog } from "@sakhli/sdk";',
    );
    expect(split.code).toContain(
      'export const guestMessages = defineCatalog(__sakhliLazyCatalog({ en: () => import(',
    );
    expect(split.code).toContain('export const other = 1;');
    // No text of any language is left in the module itself.
    expect(split.code).not.toMatch(/Book|დაჯავშნა|Забронировать/);
    const packs = Object.fromEntries(
      [...split.packs].map(([id, texts]) => [packChunkName(id, /shell/), texts]),
    );
    expect(packs).toEqual({
      'guest-booking-messages.en': {
        'guest.title': 'Book',
        'guest.nights': '{n, plural, one {# night} other {# nights}}',
      },
      'guest-booking-messages.ge': { 'guest.title': 'დაჯავშნა', 'guest.nights': '{n} ღამე' },
      'guest-booking-messages.ru': { 'guest.title': 'Забронировать', 'guest.nights': '{n} ночей' },
    });
    // A pack's id names the file from the workspace root, never the build machine's folders.
    expect([...split.packs.keys()].join()).not.toContain('/build/machine');
  });

  it("reads the SDK's TypeScript catalogue, `as const satisfies` and all (the npm build)", () => {
    const code = [
      'export const sdkMessages = {',
      "  'toast.success': { en: 'Done.', ge: 'შესრულდა.', ru: 'Готово.' },",
      '} as const satisfies Record<string, Record<Language, string>>;',
    ].join('\n');
    const split = splitCatalogs(code, '/x/packages/sdk/src/messages/catalog.ts', {
      runtime: './packs',
      lang: 'ts',
    })!;
    expect(split.code).toMatch(/export const sdkMessages = __sakhliLazyCatalog\(\{[^}]*\}\);$/);
    expect(packChunkName([...split.packs.keys()][1]!, /sdk[\\/]src[\\/]messages/)).toBe(
      'messages.ge',
    );
  });

  it('leaves a catalog it cannot read whole, and modules without catalogs untouched', () => {
    const computed = "defineCatalog({ [key]: { en: 'a', ge: 'b', ru: 'c' } });";
    expect(splitCatalogs(computed, FILE, { runtime: 'x' })).toBeUndefined();
    const missing = "defineCatalog({ 'a.b': { en: 'a', ru: 'c' } });";
    expect(splitCatalogs(missing, FILE, { runtime: 'x' })).toBeUndefined();
    expect(splitCatalogs('export const a = { ru: 1 };', FILE, { runtime: 'x' })).toBeUndefined();
  });

  it('names the language of a pack chunk', () => {
    expect(packLanguage('messages.ge')).toBe('ge');
    expect(packLanguage('loyalty-wallet-exchangeMessages.ru')).toBe('ru');
    expect(packLanguage('DataTable')).toBeUndefined();
  });
});
