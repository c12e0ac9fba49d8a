// Styles inside each shadow root: cut the host page's inheritance, then set our own type and colour.
import type { CSSObject } from '@emotion/react';
import { colorTokens, cssVarName, scaleTokens } from '../shell/theme/tokens';
import { ROOT_ATTRIBUTE } from '../loader/first/markers';

export { ROOT_ATTRIBUTE };

const scale = (name: keyof typeof scaleTokens) =>
  `var(${cssVarName(name)}, ${scaleTokens[name].value})`;
const color = (name: keyof typeof colorTokens) =>
  `var(${cssVarName(name)}, ${colorTokens[name].light})`;

/**
 * A page's `* { font: 40px serif !important }` matches the host element and would be inherited
 * inside: `all: initial !important` on `:host` wins (important declarations of a shadow tree beat
 * the page's), and the wrapper sets type and colour in px so a page `rem` never applies — also
 * before the widget's own root (WidgetRoot) has rendered. `all` leaves custom properties alone,
 * which is how `--sakhli-*` theming still reaches us.
 */
export const hostStyles: Record<string, CSSObject> = {
  // csstype only knows `all: initial`; Emotion passes `!important` through as written.
  ':host': { all: 'initial !important' as 'initial', display: 'block !important' },
  ':host([hidden])': { display: 'none !important' },
  [`[${ROOT_ATTRIBUTE}]`]: {
    display: 'block',
    fontFamily: scale('fontFamily'),
    fontSize: scale('fontSizeMd'),
    fontWeight: 400,
    fontStyle: 'normal',
    lineHeight: scale('lineHeight'),
    letterSpacing: 'normal',
    textAlign: 'start',
    textTransform: 'none',
    color: color('colorText'),
    overflowWrap: 'anywhere',
  },
};
