import { describe, expect, it } from 'vitest';
import { amountText, checkAmount, parseGel } from './amount';

describe('the pay amount', () => {
  it('reads lari with tetri, with a decimal point or comma', () => {
    expect(parseGel('12')).toBe(12);
    expect(parseGel('12.5')).toBe(12.5);
    expect(parseGel('12,50')).toBe(12.5);
    expect(parseGel(' 1 234.05 ')).toBe(1234.05);
    expect(parseGel('0.1')).toBe(0.1);
  });

  it('refuses what is not an amount in lari', () => {
    for (const text of [
      '12.505',
      'abc',
      '-5',
      '1e3',
      '12.',
      '.5',
      '1,234.50',
      '0x10',
      'Infinity',
    ]) {
      expect(parseGel(text), text).toBeUndefined();
    }
  });

  it('is required, more than zero and never over what may be paid', () => {
    expect(checkAmount('', 10)).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('ten', 10)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAmount('0', 10)).toEqual({ ok: false, problem: 'tooSmall' });
    expect(checkAmount('0.00', 10)).toEqual({ ok: false, problem: 'tooSmall' });
    expect(checkAmount('10.01', 10)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkAmount('10', 10)).toEqual({ ok: true, gel: 10 });
    // Floating point never tips the balance: 0.1 + 0.2 owed, 0.3 typed.
    expect(checkAmount('0.3', 0.1 + 0.2)).toEqual({ ok: true, gel: 0.3 });
    expect(checkAmount('0.01', 0.01)).toEqual({ ok: true, gel: 0.01 });
  });

  it('starts from the debt with its tetri', () => {
    expect(amountText(12.4)).toBe('12.40');
    expect(amountText(7)).toBe('7.00');
  });
});
