import { describe, expect, it } from 'vitest';
import { normalizeCode } from './VerificationScreen';

describe('the 6-digit code', () => {
  it('takes exactly six digits, spaces pasted in or not', () => {
    expect(normalizeCode('123456')).toBe('123456');
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('12345')).toBeUndefined();
    expect(normalizeCode('1234567')).toBeUndefined();
    expect(normalizeCode('12a456')).toBeUndefined();
  });
});
