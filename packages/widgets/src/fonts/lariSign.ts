// The lari sign always renders (issue 27 §4): on a machine with no font that has U+20BE, `ge`
// amounts showed an empty box. The base font stack ends with LARI_FAMILY, a one-glyph font (788
// bytes) that this adds to the document: drawn only for ₾, and only where no font before it in the
// stack has one.
//
// Added on every machine, as the runtime starts (WidgetRoot imports this beside it): text drawn
// before a face is added keeps the box for good (Chromium does not shape it again), so the face
// must be in before the first amount renders. Until stop 34 a canvas test first asked whether the
// machine draws ₾ itself, at the first idle moment: a 36–52 ms task at 4× CPU on every page, and
// an amount drawn before it (a fast API, a switch to Georgian) kept its box.
import { addLariFace } from './lariFace';

let lariFace: Promise<unknown> | undefined;

/**
 * Makes sure U+20BE renders in this document; resolves once the face is in. Safe to call often and
 * on a server (no document: nothing to do).
 */
export function ensureLariSign(): Promise<unknown> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined' || !document.fonts) {
    return Promise.resolve();
  }
  lariFace ??= addLariFace(document.fonts);
  return lariFace.catch(() => undefined);
}

ensureLariSign();
