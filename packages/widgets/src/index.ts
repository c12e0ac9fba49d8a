// @sakhli/widgets React API — curated by hand: nothing is exported by accident.
// The custom elements and the one-tag loader are separate entry points.

export { SakhliProvider } from './shell/SakhliProvider';
export type { SakhliProviderProps } from './shell/SakhliProvider';
export { useSakhliClient, useLanguage } from './shell/context';
export { useToast } from './shell/toasts';
export type { Toasts } from './shell/toasts';
export { WidgetRoot } from './shell/WidgetRoot';
export type { WidgetRootProps } from './shell/WidgetRoot';
export { createQueryClient } from './shell/queryClient';

// Theming: tokens, their CSS custom properties and the `::part` names.
export { colorTokens, scaleTokens, cssVarName, parts, containerQuery } from './shell/theme/tokens';
// `vars.x` is a token as a CSS value with the widgets' default behind it; the style fragments the ui
// parts share (focus ring, visually hidden) serve a host app's own styles, as in the portal.
export { vars } from './shell/theme/tokens';
export { focusRing, visuallyHidden } from './ui/styles';
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
// Issue 28 §2: a built catalog fetches one language's texts at a time (docs/widgets.md).
export { useShownLanguage } from './shell/i18n/usePacks';
export { warmIntl } from './shell/i18n/warmIntl';
export { loadLanguage } from '@sakhli/sdk';
// A screen's or part's own catalog added where it renders, so its texts ship with its chunk.
export { WithCatalog } from './ui/catalogIntl';
// React.lazy that waits out a lost connection and tries again after a failure (issue 27 §1).
export { onDemand } from './ui/onDemand';
export type { Catalog, MessageOverrides } from './shell/i18n/catalog';
export {
  formatMoney,
  formatDate,
  formatMonth,
  formatNumber,
  formatDateTime,
  formatTime,
  tbilisiDay,
} from './shell/i18n/format';
// A file fetched with the session, saved from inside a node (the bookings export, the portal's downloads).
export { saveBlob } from './shell/saveBlob';

// Quick search (spec §2): the field, its timing hook and messages.
export { QuickSearch } from './quick-search/QuickSearch';
export type { QuickSearchProps } from './quick-search/QuickSearch';
export { useQuickSearch } from './quick-search/useQuickSearch';
export type { QuickSearchState, QuickSearchTiming } from './quick-search/useQuickSearch';

// Guest booking (spec §4 guest reservation): the QR/listing link's e-mail step and booking step.
export { GuestBooking } from './guest-booking';
export type { GuestBookingProps } from './guest-booking';
// The guest fields and party as a form holds them (the portal's "book for a guest" form reuses them).
export type { GuestFormValues } from './guest-booking/guestFormValues';

// Booking change and cancel (spec §7 guest flow): the guest's e-mailed change and cancel links.
export { BookingChange, bookingChangeQueries } from './booking-change';
export type { BookingChangeProps } from './booking-change';

// Ticket chat (spec §7 Tickets): a signed-in user's support tickets and conversations.
export { TicketChat, ticketChatQueries } from './ticket-chat';
export type { TicketChatProps } from './ticket-chat';

// Loyalty wallet (spec §3 Loyalty, §7): points by kind, history, product exchange, recommendations;
// the one new-recommendation form; the history's query for a route loader.
export {
  LoyaltyWallet,
  RecommendationForm,
  historyQueryOptions,
  loyaltyWalletQueries,
  recommendationFormQueries,
} from './loyalty-wallet';
export type { LoyaltyWalletProps, RecommendationFormProps } from './loyalty-wallet';

// Help centre (spec §7): topics, articles (sanitized with DOMPurify) and search within help.
export { HelpCentre, helpCentreQueries, sanitizeArticle } from './help-centre';
export type { HelpCentreProps } from './help-centre';

// Apartment bills (spec §3, §7 Apartments and utilities): overview, safe payments, a tab per
// utility with its history, documents and chart, and internet/TV; PayBill is its pay form alone.
export { ApartmentBills, PayBill, apartmentBillsQueries } from './apartment-bills';
export type { ApartmentBillsProps, PayBillProps } from './apartment-bills';

// The shared ui parts (also used by the portal); each is tree-shakeable.
export { Button, buttonStyles } from './ui/Button';
export type { ButtonProps, ButtonVariant } from './ui/Button';
export { Field } from './ui/Field';
export type { FieldBaseProps, FieldProps, ControlProps } from './ui/Field';
export { TextField, TextAreaField } from './ui/TextField';
export type { TextFieldProps, TextAreaFieldProps } from './ui/TextField';
export { CheckboxField } from './ui/CheckboxField';
export type { CheckboxFieldProps } from './ui/CheckboxField';
export { NumberField } from './ui/NumberField';
export type { NumberFieldProps } from './ui/NumberField';
export { SelectField } from './ui/SelectField';
export type { SelectFieldProps, SelectOption } from './ui/SelectField';
export { DateRangeField } from './ui/DateRangeField';
export type { DateRangeFieldProps, DateRange } from './ui/DateRangeField';
export { FileField } from './ui/FileField';
export type { FileFieldProps } from './ui/FileField';
export { Card } from './ui/Card';
export type { CardProps } from './ui/Card';
export { Wizard } from './ui/Wizard';
export type { WizardProps, WizardStep } from './ui/Wizard';
export { Alert } from './ui/Alert';
export type { AlertProps, AlertTone } from './ui/Alert';
export { Dialog } from './ui/Dialog';
export type { DialogProps } from './ui/Dialog';
export { EmptyState, LoadingState, ErrorState } from './ui/States';
export type { EmptyStateProps, LoadingStateProps, ErrorStateProps } from './ui/States';
export { FailedInPlace } from './ui/FailedInPlace';
export type { FailedInPlaceProps } from './ui/FailedInPlace';
export { StatusBadge, bookingTone } from './ui/StatusBadge';
export type { StatusBadgeProps, BookingStatus, StatusTone } from './ui/StatusBadge';
export { Money, DateText, DateTimeText } from './ui/Money';
export type { MoneyProps, DateTextProps, DateTimeTextProps } from './ui/Money';

// One way to say a failed call and to run a form (issue 24): the portal's forms and notes use them too.
export { apiMessage } from './ui/apiMessage';
export { useForm } from './ui/useForm';
export { useOneFlightMutation } from './ui/oneFlight';
export type { FieldCheck, Form, FormErrors, UseFormOptions } from './ui/useForm';

// The shared data table (issue 12, 24): a list definition's pages (or local rows) with config'd or
// local columns and filters, state kept by the table or its host (the portal binds it to the
// address with stateFromSearch / stateToSearch), and the calls it makes as query options for a
// loader (`tableQueryOptions`, also the lazy entry `@sakhli/widgets/queries/table`).
export {
  DataTable,
  DEFAULT_PAGE_SIZES,
  fullState,
  stateFromSearch,
  stateToSearch,
  isTableParam,
  tableListParams,
  tableConfigQueries,
  tablePageParams,
  tablePageQuery,
  tableQueryOptions,
} from './ui/data-table';
export type {
  CellOptions,
  ColumnKey,
  ColumnType,
  DataTableProps,
  RowSchema,
  TableColumn,
  TableFooter,
  TableQueryOptions,
  TableState,
} from './ui/data-table';

// The shared chart (issue 12): @nivo/line in its own lazily loaded chunk, with "Show as table".
export { Chart } from './ui/chart';
export type { ChartPoint, ChartProps, ChartSeries, ChartX, ChartY } from './ui/chart';

// The shared calendar grid (issue 25): our own WAI-ARIA grid of days — a timeline of rows × days
// with bars, or a month — days as `YYYY-MM-DD` in Tbilisi, with the day arithmetic it counts with.
export {
  CalendarGrid,
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  isDay,
  startOfMonth,
  startOfWeek,
  todayInTbilisi,
  visibleRange,
} from './ui/calendar-grid';
export type {
  CalendarCell,
  CalendarGridProps,
  CalendarItem,
  CalendarRow,
  Day,
  MonthGridProps,
  TimelineGridProps,
} from './ui/calendar-grid';
