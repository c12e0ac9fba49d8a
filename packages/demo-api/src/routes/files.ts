// Real downloadable files for the demo: UTF-8 CSV statements and small valid one-page PDFs.
import { csvCell, toCsv } from '@sakhli/sdk';
import type { AppContext } from '../http';

function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
}

/** One CSV cell, safe to open in a spreadsheet: the SDK's, shared with the portal's exports. */
export { csvCell };

/**
 * A CSV file (with a BOM so spreadsheet apps read Georgian and Russian correctly). Every CSV the
 * demo API writes goes through here, so every cell is neutralised by {@link csvCell}.
 */
export function csvAnswer(
  c: AppContext,
  filename: string,
  header: string[],
  rows: unknown[][],
): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', attachment(filename));
  return c.body(toCsv([header, ...rows]));
}

/**
 * A one-page PDF with a title and lines of text. The built-in Helvetica font has no Georgian or
 * Cyrillic glyphs, so PDFs are written in English; characters outside ASCII become `?`.
 */
export function pdfBytes(title: string, lines: string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const body = lines
    .slice(0, 56)
    .map((line) => `(${esc(line)}) Tj 0 -13 Td`)
    .join('\n');
  const content = `BT\n/F1 16 Tf\n50 790 Td\n(${esc(title)}) Tj\n/F1 10 Tf\n0 -26 Td\n${body}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

export function pdfAnswer(
  c: AppContext,
  filename: string,
  title: string,
  lines: string[],
): Response {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', attachment(filename));
  return c.body(pdfBytes(title, lines) as Uint8Array<ArrayBuffer>);
}
