// The one source of design tokens, CSS custom properties and `::part` names (DESIGN.md, spec §4, §9).
// Hosts theme a widget by setting `--sakhli-*` on the element or any ancestor; every rule inside
// reads `var(--sakhli-x, var(--_sakhli-x))`, so a host value wins and our default fills the gap.

/** A colour with its light and dark values. Text colours reach 4.5:1 on their surface, UI edges 3:1. */
interface ColorToken {
  readonly light: string;
  readonly dark: string;
  readonly description: string;
}

/** A value that does not change with the colour scheme. */
interface ScaleToken {
  readonly value: string;
  readonly description: string;
}

export const colorTokens = {
  /** Page-level background of a widget. */
  colorBg: { light: '#ffffff', dark: '#15181c', description: 'Widget background.' },
  /** Raised or sunken areas: cards, skeletons, the selected calendar range. */
  colorSurface: {
    light: '#f3f5f7',
    dark: '#1f242a',
    description: 'Cards, skeletons and quiet areas.',
  },
  colorText: { light: '#1a1d21', dark: '#e9ecef', description: 'Body text.' },
  colorTextMuted: {
    light: '#4f5864',
    dark: '#aeb6bf',
    description: 'Hints and secondary text (4.5:1 on background and surface).',
  },
  colorBorder: {
    light: '#7b8490',
    dark: '#7f8994',
    description: 'Field and control edges (3:1 on background).',
  },
  colorBorderSubtle: {
    light: '#d6dade',
    dark: '#353c44',
    description: 'Decorative dividers only; never the only edge of a control.',
  },
  colorPrimary: {
    light: '#0b5cad',
    dark: '#8fbcf5',
    description: 'Brand primary: main buttons, links, selected days.',
  },
  colorPrimaryHover: {
    light: '#084785',
    dark: '#b5d3fa',
    description: 'Primary on hover and press.',
  },
  colorOnPrimary: {
    light: '#ffffff',
    dark: '#0a1b2e',
    description: 'Text and icons on the primary colour.',
  },
  colorFocus: {
    light: '#0b5cad',
    dark: '#8fbcf5',
    description: 'Keyboard focus ring (3:1 on background).',
  },
  colorInfo: { light: '#0b5cad', dark: '#8fbcf5', description: 'Info text and icons.' },
  colorInfoSurface: {
    light: '#e6effa',
    dark: '#132a44',
    description: 'Info alert background.',
  },
  colorSuccess: {
    light: '#1b6630',
    dark: '#8fd19e',
    description: 'Success text; spec §4 status "approved".',
  },
  colorSuccessSurface: {
    light: '#e3f3e7',
    dark: '#12301b',
    description: 'Success background; spec §4 status "approved".',
  },
  colorWarning: {
    light: '#7a4a00',
    dark: '#f5c46b',
    description: 'Warning text; spec §4 status "new".',
  },
  colorWarningSurface: {
    light: '#fff2d4',
    dark: '#3a2a06',
    description: 'Warning background; spec §4 status "new".',
  },
  colorDanger: {
    light: '#b0261d',
    dark: '#ffb4ab',
    description: 'Error text and destructive actions; spec §4 status "canceled".',
  },
  colorDangerSurface: {
    light: '#fdebe9',
    dark: '#3d1613',
    description: 'Error background; spec §4 status "canceled".',
  },
  colorOverlay: {
    light: 'rgba(16, 20, 24, 0.55)',
    dark: 'rgba(0, 0, 0, 0.7)',
    description: 'Backdrop behind dialogs.',
  },
} as const satisfies Record<string, ColorToken>;

export const scaleTokens = {
  fontFamily: {
    value: '"Noto Sans Georgian", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    description: 'Font stack; renders Georgian script well. Declare web fonts in the document.',
  },
  fontSizeSm: { value: '14px', description: 'Hints, badges, captions.' },
  fontSizeMd: { value: '16px', description: 'Body text and inputs (16px stops iOS zoom).' },
  fontSizeLg: { value: '20px', description: 'Card and step headings.' },
  fontSizeXl: { value: '24px', description: 'Widget titles.' },
  lineHeight: { value: '1.5', description: 'Body line height.' },
  fontWeightBold: { value: '600', description: 'Headings, labels and buttons.' },
  space1: { value: '4px', description: 'Spacing step 1 (4px scale).' },
  space2: { value: '8px', description: 'Spacing step 2.' },
  space3: { value: '12px', description: 'Spacing step 3.' },
  space4: { value: '16px', description: 'Spacing step 4.' },
  space6: { value: '24px', description: 'Spacing step 6.' },
  space8: { value: '32px', description: 'Spacing step 8.' },
  radiusSm: { value: '4px', description: 'Small radius: badges, checkboxes.' },
  radiusMd: { value: '8px', description: 'Fields, buttons, cards.' },
  radiusLg: { value: '12px', description: 'Dialogs and toasts.' },
  elevation1: {
    value: '0 1px 2px rgba(16, 20, 24, 0.12), 0 1px 3px rgba(16, 20, 24, 0.08)',
    description: 'Cards.',
  },
  elevation2: {
    value: '0 4px 12px rgba(16, 20, 24, 0.18), 0 2px 4px rgba(16, 20, 24, 0.12)',
    description: 'Dialogs, toasts, popovers.',
  },
  controlHeight: { value: '44px', description: 'Minimum touch target (44 × 44).' },
  focusRingWidth: { value: '3px', description: 'Width of the keyboard focus ring.' },
  zOverlay: {
    value: '1000',
    description: 'z-index of dialogs and popovers; a host may change it.',
  },
  zToast: { value: '1100', description: 'z-index of toasts; above overlays.' },
} as const satisfies Record<string, ScaleToken>;

export type ColorTokenName = keyof typeof colorTokens;
export type ScaleTokenName = keyof typeof scaleTokens;
export type TokenName = ColorTokenName | ScaleTokenName;

/** `colorTextMuted` → `--sakhli-color-text-muted`. */
export function cssVarName(name: TokenName): `--sakhli-${string}` {
  return `--sakhli-${name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase()}`;
}

function defaultVarName(name: TokenName): string {
  return `--_${cssVarName(name).slice(2)}`;
}

const allNames = [...Object.keys(colorTokens), ...Object.keys(scaleTokens)] as TokenName[];

/** `vars.colorPrimary` → `var(--sakhli-color-primary, var(--_sakhli-color-primary))`: use in styles. */
export const vars = Object.fromEntries(
  allNames.map((name) => [name, `var(${cssVarName(name)}, var(${defaultVarName(name)}))`]),
) as Record<TokenName, string>;

export type ThemeMode = 'light' | 'dark';
export type ThemeSetting = ThemeMode | 'auto';

function declarations(mode: ThemeMode, withScale: boolean): string {
  const colors = Object.entries(colorTokens).map(
    ([name, token]) => `${defaultVarName(name as TokenName)}: ${token[mode]};`,
  );
  const scale = withScale
    ? Object.entries(scaleTokens).map(
        ([name, token]) => `${defaultVarName(name as TokenName)}: ${token.value};`,
      )
    : [];
  return [...scale, ...colors].join('\n');
}

/**
 * The default values of every token for a theme, as CSS declarations for a root element.
 * `auto` follows `prefers-color-scheme` (DESIGN.md).
 */
export function tokenDefaults(theme: ThemeSetting): string {
  if (theme !== 'auto') return `${declarations(theme, true)}\ncolor-scheme: ${theme};`;
  return `${declarations('light', true)}
color-scheme: light dark;
@media (prefers-color-scheme: dark) {
${declarations('dark', false)}
}`;
}

/** spec §9 layout breakpoints, in px (for code that measures; styles use `containerQuery`). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** spec §9 layout breakpoints, as container queries on the widget root (a widget's own width). */
export const containerQuery = {
  sm: `@container sakhli (min-width: ${breakpoints.sm}px)`,
  md: `@container sakhli (min-width: ${breakpoints.md}px)`,
  lg: `@container sakhli (min-width: ${breakpoints.lg}px)`,
  xl: `@container sakhli (min-width: ${breakpoints.xl}px)`,
} as const;

/** Every `part` attribute a widget exposes; hosts style them with `sakhli-x::part(name)`. */
export const parts = {
  /** The widget's root element. */
  root: 'root',
  /** Every button; `button-primary`, `button-secondary`, `button-danger`, `button-ghost` by variant. */
  button: 'button',
  /** A field wrapper (label, control, hint, error). */
  field: 'field',
  /** A field's label. */
  label: 'label',
  /** A text, number, select or file control. */
  input: 'input',
  /** A field's hint text. */
  hint: 'hint',
  /** A field's error text. */
  error: 'error',
  /** A card. */
  card: 'card',
  /** A card's header (the toggle of a collapsible card). */
  cardHeader: 'card-header',
  /** An alert box. */
  alert: 'alert',
  /** A dialog box. */
  dialog: 'dialog',
  /** A wizard's step indicator. */
  steps: 'steps',
  /** A status badge. */
  badge: 'badge',
  /** A date-range calendar. */
  calendar: 'calendar',
  /** A toast. */
  toast: 'toast',
} as const;

export type PartName = (typeof parts)[keyof typeof parts];
