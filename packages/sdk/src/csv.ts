// CSV, written once for every writer (the demo API's statements, the portal's analytics export made
// in the browser): a cell a spreadsheet would run as a formula is neutralised (docs/security.md
// "CSV exports"), so a name such as `=HYPERLINK(…)` cannot run anything.

/** A cell a spreadsheet would read as a formula (OWASP "CSV Injection"): =, +, -, @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal (`-12.5`): no formula can hide in it, so a negative amount stays a number. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * One CSV cell, safe to open in a spreadsheet: text that starts like a formula gets a leading `'`
 * so it shows as text, and any cell with a quote, separator or line break is quoted, its quotes
 * doubled. Plain numbers, negative ones too, are left as they are.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const formula = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
  if (!formula && !/[",;\r\n\t]/.test(text)) return text;
  return `"${formula ? "'" : ''}${text.replace(/"/g, '""')}"`;
}

/**
 * A CSV file's text: rows of cells, each through {@link csvCell}, CRLF line ends and a BOM so
 * spreadsheet apps read Georgian and Russian correctly.
 */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
