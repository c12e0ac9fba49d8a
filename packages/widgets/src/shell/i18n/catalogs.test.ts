// Every message a widget can show has a real ge, en and ru text that parses as ICU.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { LANGUAGES, sdkMessages, toIntlLocale } from '@sakhli/sdk';
import type { Catalog } from './catalog';

// Convention: each widget (and the shell, the ui) keeps its catalog in a `messages.ts`.
const modules = import.meta.glob<Record<string, unknown>>('../../**/messages.ts', { eager: true });

function isCatalogEntry(value: unknown): boolean {
  return typeof value === 'object' && value !== null && ('en' in value || 'ge' in value);
}

const catalogs: [string, Catalog][] = [['@sakhli/sdk catalog', sdkMessages as Catalog]];
for (const [file, exports] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'object' && value && Object.values(value).every(isCatalogEntry)) {
      catalogs.push([`${file} ${name}`, value as Catalog]);
    }
  }
}

const GEORGIAN = /[\u10A0-\u10FF]/;
const CYRILLIC = /[\u0400-\u04FF]/;
// Two Latin words make a phrase that needs translating; one may be a term (E-mail, Viber).
const LATIN_PHRASE = /[A-Za-z]{2,}[^A-Za-z{}]+[A-Za-z]{2,}/;

/** ICU argument names: `{name}` or `{name, plural, …}`, not plural branch texts like `{# guests}`. */
function argumentsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

describe('message catalogs', () => {
  it('finds the shell and ui catalogs', () => {
    const names = catalogs.map(([name]) => name).join('\n');
    expect(names).toContain('shellMessages');
    expect(names).toContain('uiMessages');
  });

  it.each(catalogs)('%s: every id has ge, en and ru texts', (_, catalog) => {
    const problems: string[] = [];
    for (const [id, texts] of Object.entries(catalog)) {
      for (const language of LANGUAGES) {
        const text = (texts as Partial<Record<string, string>>)[language];
        if (typeof text !== 'string' || !text.trim()) problems.push(`${id}: no ${language} text`);
      }
      // A translation, not a copy of the English: Georgian and Russian letters where English has words.
      const en = texts.en ?? '';
      const words = en.replace(/\{[^}]*\}/g, '');
      if (LATIN_PHRASE.test(words)) {
        if (!GEORGIAN.test(texts.ge ?? '')) problems.push(`${id}: ge is not Georgian`);
        if (!CYRILLIC.test(texts.ru ?? '')) problems.push(`${id}: ru is not Russian`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(catalogs)('%s: texts are valid ICU with the same arguments', (_, catalog) => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const errors: string[] = [];
      const messages = Object.fromEntries(
        Object.entries(catalog).map(([id, texts]) => [id, texts[language]]),
      );
      const intl = createIntl({
        locale: toIntlLocale(language),
        messages,
        // Missing locale data (Debian's Chromium has no `ka` numbers) is not a catalog fault.
        onError: (error) => {
          if (error.code !== 'MISSING_DATA') errors.push(error.message);
        },
      });
      for (const [id, texts] of Object.entries(catalog)) {
        const values = Object.fromEntries(argumentsOf(texts.en).map((name) => [name, 2]));
        intl.formatMessage({ id }, values);
        const args = new Set(argumentsOf(texts[language]));
        for (const name of argumentsOf(texts.en)) {
          if (!args.has(name)) problems.push(`${id} (${language}) misses {${name}}`);
        }
      }
      problems.push(...errors.map((message) => `${language}: ${message}`));
    }
    expect(problems).toEqual([]);
  });

  it('no id is declared by two catalogs', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, catalog] of catalogs) {
      for (const id of Object.keys(catalog)) {
        if (seen.has(id)) clashes.push(`${id}: ${seen.get(id)} and ${name}`);
        seen.set(id, name);
      }
    }
    expect(clashes).toEqual([]);
  });
});
