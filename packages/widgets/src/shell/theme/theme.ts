// The Emotion theme and the base styles every widget root (and every toast) starts from.
import type { ThemeSetting } from './tokens';
import { tokenDefaults, vars } from './tokens';
import { LARI_FAMILY } from '../fonts/lariFamily';

export interface SakhliTheme {
  /** The theme the host asked for; `auto` follows `prefers-color-scheme`. */
  setting: ThemeSetting;
}

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be merged.
  export interface Theme {
    sakhli: SakhliTheme;
  }
}

/**
 * Token defaults plus explicit text styles, so a host page's inherited font, colour, spacing and
 * line height stop at our root (Shadow DOM stops selectors, not inheritance). px only: a host's
 * `rem` is not ours. The font stack (the host's too) ends with the lari sign's own font
 * (src/fonts/lariSign.ts): used only for ₾, and only where no font before it has one.
 */
export function baseStyles(setting: ThemeSetting): string {
  return `
${tokenDefaults(setting)}
box-sizing: border-box;
font-family: ${vars.fontFamily}, "${LARI_FAMILY}";
font-size: ${vars.fontSizeMd};
font-weight: 400;
font-style: normal;
line-height: ${vars.lineHeight};
letter-spacing: normal;
word-spacing: normal;
text-align: start;
text-transform: none;
text-indent: 0;
text-shadow: none;
white-space: normal;
overflow-wrap: anywhere;
color: ${vars.colorText};
background: ${vars.colorBg};
-webkit-font-smoothing: antialiased;
& *, & *::before, & *::after { box-sizing: inherit; }
`;
}
