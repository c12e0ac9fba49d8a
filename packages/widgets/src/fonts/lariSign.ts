// The lari sign always renders (issue 27 §4): on a machine with no font that has U+20BE, `ge`
// amounts showed an empty box. The base font stack ends with LARI_FAMILY, a one-glyph font added to
// the document only when the machine's own fonts draw the sign as the missing-glyph box.

let lariFace: Promise<unknown> | undefined;

/**
 * Makes sure U+20BE renders in this document; resolves once it does (at once where the machine
 * draws it). Safe to call often and on a server (no document: nothing to do).
 */
export function ensureLariSign(): Promise<unknown> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined' || !document.fonts) {
    return Promise.resolve();
  }
  lariFace ??= drawsLari()
    ? Promise.resolve()
    : import('./lariFace').then(({ addLariFace }) => addLariFace(document.fonts));
  return lariFace.catch(() => undefined);
}

/** Whether the machine's sans-serif draws ₾ as a glyph, not as the box an unassigned code point gets. */
export function drawsLari(family = 'sans-serif'): boolean {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 40;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  // No canvas to ask (a locked-down browser): add the font, it only costs a kilobyte.
  if (!context) return false;
  const pixels = (text: string) => {
    context.clearRect(0, 0, 40, 40);
    context.font = `32px ${family}`;
    context.fillText(text, 4, 32);
    return context.getImageData(0, 0, 40, 40).data;
  };
  const lari = pixels('\u20be');
  const missing = pixels('\u0378');
  return lari.some((value, i) => value !== missing[i]);
}

// Imported for this (shell/WidgetRoot), so the platform chunk carries no more than the import; in a
// task of its own, not the one that evaluates this module (the canvas test: 36 ms at 4× CPU).
setTimeout(ensureLariSign);
