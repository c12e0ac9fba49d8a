// @sakhli/widgets React API — curated by hand: nothing is exported by accident.
// The custom elements and the one-tag loader are separate entry points.

export { SakhliProvider } from './shell/SakhliProvider';
export type { SakhliProviderProps } from './shell/SakhliProvider';
export { useSakhliClient } from './shell/context';
export { useToast } from './shell/toasts';
export type { Toasts } from './shell/toasts';
export { WidgetRoot } from './shell/WidgetRoot';
export type { WidgetRootProps } from './shell/WidgetRoot';
export { createQueryClient } from './shell/queryClient';

// Theming: tokens, their CSS custom properties and the `::part` names.
export { colorTokens, scaleTokens, cssVarName, parts, containerQuery } from './shell/theme/tokens';
export type {
  ColorTokenName,
  ScaleTokenName,
  TokenName,
  ThemeSetting,
  ThemeMode,
  PartName,
} from './shell/theme/tokens';

// Messages and formatting.
export { defineCatalog } from './shell/i18n/catalog';
export type { Catalog, MessageOverrides } from './shell/i18n/catalog';
export { formatMoney, formatDate } from './shell/i18n/format';

// Quick search (spec §2): the field, its timing hook and messages.
export { QuickSearch } from './quick-search/QuickSearch';
export type { QuickSearchProps } from './quick-search/QuickSearch';
export { useQuickSearch } from './quick-search/useQuickSearch';
export type { QuickSearchState, QuickSearchTiming } from './quick-search/useQuickSearch';
