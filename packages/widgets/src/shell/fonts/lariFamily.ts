// The family of the one-glyph lari font (lariSign.ts); the base styles end their stack with it.
export const LARI_FAMILY = 'Sakhli Lari';
