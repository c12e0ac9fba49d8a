// Registers the one-glyph lari font on the document (issue 27 §4; lariSign.ts). Out of shell/, so
// the embed's shared platform chunk does not take it in (vite.elements.config.ts).
import { LARI_WOFF2_BASE64 } from './lariGlyph';
import { LARI_FAMILY } from '../shell/fonts/lariFamily';

/**
 * A FontFace made from bytes is not fetched, so a host's strict `font-src` (or none) does not stop
 * it; and `document.fonts` is the one set shadow roots draw from (an @font-face inside a shadow
 * root is ignored by browsers).
 */
export function addLariFace(fonts: FontFaceSet): Promise<FontFace> {
  const bytes = Uint8Array.from(atob(LARI_WOFF2_BASE64), (c) => c.charCodeAt(0));
  const face = new FontFace(LARI_FAMILY, bytes, { unicodeRange: 'U+20BE' });
  fonts.add(face);
  return face.loaded;
}
