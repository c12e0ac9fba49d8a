// The feature screens' texts: every id has ge, en and ru that parse as ICU with the same arguments.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { LANGUAGES, toIntlLocale } from '@sakhli/sdk';
import type { Catalog } from '@sakhli/widgets';
import { contractsMessages } from './contracts/messages';
import { keysMessages } from './keys/messages';
import { servicesMessages } from './services/messages';

const catalogs: [string, Catalog][] = [
  ['services', servicesMessages],
  ['keys', keysMessages],
  ['contracts', contractsMessages],
];

/** ICU argument names (`{name}`, `{name, plural, …}`), not plural branch texts. */
const argumentsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();

describe('feature catalogs', () => {
  it.each(catalogs)('%s: ge, en and ru, parsed, with the same arguments', (_, catalog) => {
    for (const [id, texts] of Object.entries(catalog)) {
      for (const language of LANGUAGES) {
        const text = texts[language];
        expect(text, `${id} ${language}`).toBeTruthy();
        expect(argumentsOf(text), `${id} ${language}`).toEqual(argumentsOf(texts.en));
        const errors: unknown[] = [];
        const intl = createIntl({
          locale: toIntlLocale(language),
          messages: { [id]: text },
          // Debian's Chromium has no `ka` number data (the formatters fall back by hand): not a text error.
          onError: (e) => {
            if ((e as { code?: string }).code !== 'MISSING_DATA') errors.push(e);
          },
        });
        const values = Object.fromEntries(argumentsOf(text).map((a) => [a, 2]));
        intl.formatMessage({ id }, values);
        expect(errors, `${id} ${language}`).toEqual([]);
      }
    }
  });
});
