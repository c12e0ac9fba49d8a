import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('neutralises formula cells, keeps numbers and writes a BOM and CRLF lines', () => {
    const text = toCsv([
      ['Apartment', 'Revenue'],
      ["=cmd|' /C calc'!A0", -12.5],
      ['Vake, "Chavchavadze" 5', 300],
    ]);
    expect(text).toBe(
      '\uFEFFApartment,Revenue\r\n"\'=cmd|\' /C calc\'!A0",-12.5\r\n"Vake, ""Chavchavadze"" 5",300\r\n',
    );
  });
});
