// The loader build ships no ICU parser: texts without ICU syntax become one literal. This checks
// that assumption against react-intl's real parser for every text of the shared catalogs.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { sdkMessages } from '@sakhli/sdk';
import { shellMessages } from '../shell/messages';
import { uiMessages } from '../ui/messages';
import { literalMessage, messageKey, needsParser } from './icuLiteral';

const catalogs = [sdkMessages, shellMessages, uiMessages] as Record<
  string,
  Record<string, string>
>[];
const texts = catalogs.flatMap((catalog) => Object.values(catalog).flatMap(Object.values));

describe('precompiled messages', () => {
  it('formats every text without ICU syntax exactly as the real parser does', () => {
    const plain = texts.filter((text) => !needsParser(text));
    expect(plain.length).toBeGreaterThan(50);
    for (const text of plain) {
      const real = createIntl({ locale: 'en', messages: { id: text } }).formatMessage({ id: 'id' });
      const literal = createIntl({
        locale: 'en',
        messages: { id: literalMessage(text) },
      }).formatMessage({ id: 'id' });
      expect(literal).toBe(real);
      expect(literal).toBe(text);
    }
  });

  it('sends every text with arguments, plurals or quotes to the build-time parser', () => {
    expect(needsParser('{count, plural, one {# night} other {# nights}}')).toBe(true);
    expect(needsParser('Hello {name}')).toBe(true);
    expect(needsParser("It''s")).toBe(true);
    expect(needsParser('<b>bold</b>')).toBe(true);
    expect(needsParser('Field is required.')).toBe(false);
  });

  it('keys texts apart', () => {
    const keys = new Map<string, string>();
    for (const text of texts.filter(needsParser)) {
      const other = keys.get(messageKey(text));
      if (other !== undefined) expect(other).toBe(text);
      keys.set(messageKey(text), text);
    }
  });
});
