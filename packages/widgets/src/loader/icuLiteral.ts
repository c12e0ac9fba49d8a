// Which message texts need the ICU parser; the others are one literal element (react-intl's AST).

/** Characters with a meaning in ICU syntax: arguments, plural `#`, rich-text tags, quoting. */
const ICU_SYNTAX = /[{}<>#']/;

/** True when `text` must be parsed (at build time) rather than shown as it is. */
export function needsParser(text: string): boolean {
  return ICU_SYNTAX.test(text);
}

/** The AST of a text without ICU syntax: one literal (TYPE.literal is 0). */
export function literalMessage(text: string): [{ type: 0; value: string }] {
  return [{ type: 0, value: text }];
}

/** Short key of a text for the build-time AST table: its length and a 32-bit FNV-1a hash. */
export function messageKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}
