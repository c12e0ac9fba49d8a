// CSV exports are safe to open in a spreadsheet (docs/security.md "CSV exports", OWASP CSV
// Injection): a cell that starts like a formula is shown as text, never run.
import { describe, expect, it } from 'vitest';
import { createBooking, downloadBookingsFile } from '@sakhli/sdk';
import { csvCell } from '../src/routes/files';
import { createHarness } from './harness';

describe('CSV exports', () => {
  it('neutralises a guest named like a formula in the bookings file', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const booking = await createBooking(client, {
      apartment_id: 101,
      income_date: '2027-02-10',
      exit_date: '2027-02-12',
      adults: 2,
      children: 0,
      children_ages: [],
      payment_type: 'cash',
      guest: { name: '=HYPERLINK("http://x","y")', last_name: 'Beridze', email: 'x@example.com' },
    });
    const file = await downloadBookingsFile(client, { apartmentId: 101 });
    const line = (await file.blob.text()).split('\r\n').find((l) => l.startsWith(`${booking.id},`));
    // The cell starts with a quote inside its double quotes: a spreadsheet shows it as text.
    expect(line).toContain(`,"'=HYPERLINK(""http://x"",""y"") Beridze",`);
    expect(line).not.toMatch(/,=/);
  });

  it('prefixes every formula start, quotes what needs it, and keeps plain numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}cmd|' /C calc'!A0`)).toBe(`"'${start}cmd|' /C calc'!A0"`);
    }
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    // A plain decimal cannot hide a formula: negative amounts stay numbers a spreadsheet can sum.
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-40')).toBe('-40');
    expect(csvCell(0)).toBe('0');
    expect(csvCell('Tbilisi, apt 17')).toBe('"Tbilisi, apt 17"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
  });
});
