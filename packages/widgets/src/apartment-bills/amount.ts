// The pay form's amount rule: GEL with at most two decimals (tetri), more than zero, at most what is
// owed. Worked in whole tetri so 0.1 + 0.2 never decides whether a payment may go.

export type AmountProblem = 'required' | 'invalid' | 'tooSmall' | 'tooLarge';

export type AmountCheck = { ok: true; gel: number } | { ok: false; problem: AmountProblem };

/** Whole tetri of a GEL amount (the API's numbers carry at most two decimals). */
export const toTetri = (gel: number) => Math.round(gel * 100);

/** "12", "12.5", "12.50" and "12,50" (a decimal comma, as ka and ru write it); spaces are ignored. */
export function parseGel(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const tetri = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return tetri / 100;
}

/** The amount typed, checked against what may be paid (`max`, GEL). */
export function checkAmount(text: string, max: number): AmountCheck {
  if (!text.trim()) return { ok: false, problem: 'required' };
  const gel = parseGel(text);
  if (gel === undefined) return { ok: false, problem: 'invalid' };
  if (toTetri(gel) <= 0) return { ok: false, problem: 'tooSmall' };
  if (toTetri(gel) > toTetri(max)) return { ok: false, problem: 'tooLarge' };
  return { ok: true, gel };
}

/** The amount as the field shows it at first: the debt with its tetri (`12.40`). */
export function amountText(gel: number): string {
  return gel.toFixed(2);
}
