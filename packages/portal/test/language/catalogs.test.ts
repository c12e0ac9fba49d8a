// Language suite, the catalogs (issue 27 §4): every message id of every catalog (widgets, portal,
// the SDK's error catalogue) has ge, en and ru texts that parse as ICU with the same arguments of
// the same kinds, and every Russian plural has its one/few/many forms and says 1, 2, 5, 11, 21 and
// 22 of its thing in the right one. Fails when a file declares a catalog this suite cannot read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { LANGUAGES, toIntlLocale, type Language } from '@sakhli/sdk';
import { catalogFiles, loadCatalogs, type FoundCatalog } from './catalogFiles';
import { branchWords, kindsAgree, shapeOf, type ArgumentKind, type Shape } from './icu';

/** The counts whose Russian forms differ: one (1, 21), few (2, 22), many (5, 11). */
const COUNTS = [1, 2, 5, 11, 21, 22];
const RUSSIAN_FORMS = ['one', 'few', 'many', 'other'];
const ruRules = new Intl.PluralRules('ru');

let found: FoundCatalog[] = [];
let unread: string[] = [];
const counted = { ids: 0, plurals: 0 };

// Imports every catalog module (39 files): slow on a busy machine, so the hook waits longer.
beforeAll(async () => {
  ({ found, unread } = await loadCatalogs());
}, 120_000);

afterAll(() => {
  const files = new Set(found.map((c) => c.file)).size;
  // The suite's coverage line (issue 27 §6).
  // eslint-disable-next-line no-console
  console.log(
    `\nLanguage catalogs: ${found.length} catalogs in ${files} files, ${counted.ids} ids × ` +
      `${LANGUAGES.join('/')}; ${counted.plurals} Russian plurals × counts ${COUNTS.join(', ')}\n`,
  );
});

/** A value of the kind an argument wants, for formatting. */
function sample(kind: ArgumentKind, count = 2): unknown {
  if (kind === 'date' || kind === 'time') return new Date(2026, 10, 25, 9, 5);
  if (kind === 'select') return 'other';
  if (kind === 'tag') return (chunks: unknown[]) => chunks.join('');
  return count;
}

function format(language: Language, text: string, values: Record<string, unknown>) {
  const errors: string[] = [];
  const intl = createIntl({
    locale: toIntlLocale(language),
    messages: { m: text },
    onError: (error) => errors.push(error.message),
  });
  const out = intl.formatMessage({ id: 'm' }, values as Record<string, string>);
  return { out: String(out), errors };
}

function each(check: (id: string, texts: Record<Language, string>) => string[]): string[] {
  return found.flatMap(({ name, catalog }) =>
    Object.entries(catalog).flatMap(([id, texts]) =>
      check(id, texts).map((problem) => `${name} ${id}: ${problem}`),
    ),
  );
}

describe('message catalogs (ge, en, ru)', () => {
  it('reads every file that declares a catalog, and the SDK catalogue', () => {
    expect(catalogFiles().length).toBeGreaterThan(30);
    expect(unread).toEqual([]);
    const names = found.map((c) => c.name);
    for (const known of ['sdkMessages', 'uiMessages', 'shellMessages', 'homeMessages']) {
      expect(names).toContain(known);
    }
  });

  it('gives every id a ge, en and ru text', () => {
    const problems = each((id, texts) => {
      counted.ids += 1;
      return LANGUAGES.filter((l) => typeof texts[l] !== 'string' || !texts[l].trim()).map(
        (l) => `no ${l} text`,
      );
    });
    expect(problems).toEqual([]);
  });

  it('parses every text as ICU, with the same arguments of the same kinds as the English', () => {
    const problems = each((_, texts) => {
      const shapes: Partial<Record<Language, Shape>> = {};
      const out: string[] = [];
      for (const language of LANGUAGES) {
        try {
          shapes[language] = shapeOf(texts[language]);
        } catch (error) {
          out.push(`${language} is not ICU (${(error as Error).message})`);
        }
      }
      const en = shapes.en;
      if (!en) return out;
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const other = shapes[language];
        if (!other) continue;
        const names = new Set([...en.arguments.keys(), ...other.arguments.keys()]);
        for (const name of names) {
          const a = en.arguments.get(name);
          const b = other.arguments.get(name);
          if (!a) out.push(`${language} has {${name}}, en does not`);
          else if (!b) out.push(`${language} misses {${name}}`);
          else if (!kindsAgree(a, b)) out.push(`{${name}} is ${a} in en, ${b} in ${language}`);
        }
        // Russian inflects a counted noun: what English counts with a plural, Russian must too.
        if (language === 'ru') {
          const ruCounted = new Set(other.plurals.map((p) => p.value));
          for (const plural of en.plurals) {
            if (!ruCounted.has(plural.value))
              out.push(`ru says {${plural.value}} without a plural`);
          }
        }
      }
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('formats every text in its language with no error', () => {
    const problems = each((_, texts) =>
      LANGUAGES.flatMap((language) => {
        const shape = shapeOf(texts[language]);
        const values = Object.fromEntries(
          [...shape.arguments].map(([name, kind]) => [name, sample(kind)]),
        );
        return format(language, texts[language], values).errors.map((e) => `${language}: ${e}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('says 1, 2, 5, 11, 21 and 22 of every counted thing in the right Russian form', () => {
    const problems = each((_, texts) => {
      const shape = shapeOf(texts.ru);
      const out: string[] = [];
      for (const plural of shape.plurals.filter((p) => p.pluralType === 'cardinal')) {
        counted.plurals += 1;
        const missing = RUSSIAN_FORMS.filter((form) => !(form in plural.options));
        if (missing.length > 0) {
          out.push(`{${plural.value}} has no ${missing.join('/')} form`);
          continue;
        }
        for (const count of COUNTS) {
          const values = Object.fromEntries(
            [...shape.arguments].map(([name, kind]) => [name, sample(kind, count)]),
          );
          const { out: text, errors } = format('ru', texts.ru, values);
          out.push(...errors.map((e) => `${count}: ${e}`));
          const exact = plural.options[`=${count}`];
          const branch = exact ?? plural.options[ruRules.select(count)]!;
          for (const word of branchWords(branch.value, count)) {
            if (!text.includes(word)) out.push(`${count} shows "${text}", not "${word}"`);
          }
        }
      }
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('no id is declared by two catalogs', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { name, catalog } of found) {
      for (const id of Object.keys(catalog)) {
        if (seen.has(id)) clashes.push(`${id}: ${seen.get(id)} and ${name}`);
        seen.set(id, name);
      }
    }
    expect(clashes).toEqual([]);
  });
});
