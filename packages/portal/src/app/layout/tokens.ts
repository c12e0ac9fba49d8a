// The widgets' design tokens and style fragments for the portal's own styles (the app renders inside
// WidgetRoot): one source, so the portal cannot drift from the widgets.
import { BREAKPOINTS } from '@sakhli/sdk';
import { vars, type TokenName } from '@sakhli/widgets';

export { focusRing, visuallyHidden } from '@sakhli/widgets';

/** `t('colorPrimary')` → `var(--sakhli-color-primary, var(--_sakhli-color-primary))`. */
export function t(name: TokenName): string {
  return vars[name];
}

/** spec §9 layout breakpoints as media queries on the window (the portal owns the page). */
export const media = {
  sm: `@media (min-width: ${BREAKPOINTS.sm}px)`,
  md: `@media (min-width: ${BREAKPOINTS.md}px)`,
  lg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
  xl: `@media (min-width: ${BREAKPOINTS.xl}px)`,
} as const;
