// The lari check (packages/widgets/src/fonts/lariSign.ts) runs at idle once a widget or the portal
// shows Georgian, the one language whose amounts write ₾: its chunk, then, on a machine whose fonts
// lack the sign (this one), the one-glyph font's chunk. A test that counts requests after a switch
// to Georgian waits for the check to be over first, so a late chunk is not counted as a refetch.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether the page's sans-serif draws ₾, not the box of an unassigned code point (as lariSign.ts). */
const DRAWS_LARI = `(() => {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const pixels = (text) => {
    context.clearRect(0, 0, 40, 40);
    context.font = '32px sans-serif';
    context.fillText(text, 4, 32);
    return context.getImageData(0, 0, 40, 40).data;
  };
  const lari = pixels('\\u20be');
  const missing = pixels('\\u0378');
  return lari.some((value, i) => value !== missing[i]);
})()`;

export interface LariChunks {
  /** The check's chunk. */
  sign: (path: string) => boolean;
  /** The one-glyph font's chunk. */
  face: (path: string) => boolean;
}

/** Resolves once the lari check has run to its end: its chunk and, where needed, the font's. */
export async function lariCheckDone(
  page: Page,
  requested: readonly string[],
  chunks: LariChunks,
): Promise<void> {
  const needsFace = !(await page.evaluate(DRAWS_LARI));
  await expect
    .poll(() => requested.some(chunks.sign) && (!needsFace || requested.some(chunks.face)), {
      timeout: 15_000,
    })
    .toBe(true);
}
