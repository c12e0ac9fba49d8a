import { describe, expect, it } from 'vitest';
import { passwordAccepted, passwordChecks } from './passwordChecks';

const met = (value: string) =>
  Object.fromEntries(passwordChecks(value).map((check) => [check.id, check.met]));

describe('spec §5 password rules, live', () => {
  it('ticks each requirement as it is met', () => {
    expect(met('')).toEqual({ length: false, upper: false, digit: false });
    expect(met('abc')).toEqual({ length: false, upper: false, digit: false });
    expect(met('abcdefgh')).toEqual({ length: true, upper: false, digit: false });
    expect(met('abcdefgH')).toEqual({ length: true, upper: true, digit: false });
    expect(met('abcdefH1')).toEqual({ length: true, upper: true, digit: true });
  });

  it('agrees with the SDK rule: Cyrillic capitals are not Latin', () => {
    expect(passwordAccepted('Sakhli2026')).toBe(true);
    expect(passwordAccepted('ПАРОЛЬabc1')).toBe(false);
    expect(met('ПАРОЛЬabc1').upper).toBe(false);
  });
});
