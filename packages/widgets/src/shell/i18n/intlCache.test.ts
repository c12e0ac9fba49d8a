// A widget's texts with counts and amounts build no Intl service (the engine's tables stay unloaded).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSakhliIntl } from './intlCache';

const MESSAGES = {
  nights: '{count, plural, one {# night} other {# nights}}',
  nightsRu: '{count, plural, one {# ночь} few {# ночи} many {# ночей} other {# ночи}}',
  points: 'You have {points, number} points',
  place: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
};

function spyOnIntl() {
  return (['NumberFormat', 'PluralRules', 'DateTimeFormat'] as const).map((name) =>
    vi.spyOn(Intl, name),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('createSakhliIntl', () => {
  it('writes plurals, counts and amounts without building Intl', () => {
    const spies = spyOnIntl();
    const en = createSakhliIntl({ locale: 'en', messages: MESSAGES });
    const ru = createSakhliIntl({ locale: 'ru', messages: MESSAGES });
    // This Chromium has no Georgian data: react-intl's warning about it is not this test's.
    const ka = createSakhliIntl({ locale: 'ka', messages: MESSAGES, onError: () => {} });

    expect(en.formatMessage({ id: 'nights' }, { count: 1 })).toBe('1 night');
    expect(en.formatMessage({ id: 'nights' }, { count: 1234 })).toBe('1,234 nights');
    expect(ru.formatMessage({ id: 'nightsRu' }, { count: 21 })).toBe('21 ночь');
    expect(ru.formatMessage({ id: 'nightsRu' }, { count: 3 })).toBe('3 ночи');
    expect(ru.formatMessage({ id: 'nightsRu' }, { count: 12_345 })).toBe('12\u00a0345 ночей');
    expect(ka.formatMessage({ id: 'nights' }, { count: 2 })).toBe('2 nights');
    expect(en.formatMessage({ id: 'points' }, { points: 12_500 })).toBe('You have 12,500 points');
    expect(en.formatNumber(-40, { signDisplay: 'always' })).toBe('-40');
    expect(ru.formatNumber(40, { signDisplay: 'always' })).toBe('+40');
    expect(ka.formatNumber(12.5, { style: 'currency', currency: 'GEL' })).toBe('12,50\u00a0₾');

    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('leaves to Intl what it does not write by hand', () => {
    const intl = createSakhliIntl({ locale: 'en', messages: MESSAGES });
    expect(intl.formatMessage({ id: 'place' }, { n: 22 })).toBe('22nd');
    expect(intl.formatNumber(0.25, { style: 'percent' })).toBe('25%');
    expect(intl.formatNumber(5, { style: 'currency', currency: 'EUR' })).toBe('€5.00');
  });
});
