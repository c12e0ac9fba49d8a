// The widgets' design tokens as CSS values for the portal's own styles (the app renders inside WidgetRoot).
import { BREAKPOINTS } from '@sakhli/sdk';
import { cssVarName, type TokenName } from '@sakhli/widgets';

/** `t('colorPrimary')` → `var(--sakhli-color-primary, var(--_sakhli-color-primary))`. */
export function t(name: TokenName): string {
  const variable = cssVarName(name);
  return `var(${variable}, var(--_${variable.slice(2)}))`;
}

/** spec §9 layout breakpoints as media queries on the window (the portal owns the page). */
export const media = {
  sm: `@media (min-width: ${BREAKPOINTS.sm}px)`,
  md: `@media (min-width: ${BREAKPOINTS.md}px)`,
  lg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
  xl: `@media (min-width: ${BREAKPOINTS.xl}px)`,
} as const;

export const focusRing = `
  &:focus-visible {
    outline: ${t('focusRingWidth')} solid ${t('colorFocus')};
    outline-offset: 2px;
  }
`;

export const visuallyHidden = `
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
