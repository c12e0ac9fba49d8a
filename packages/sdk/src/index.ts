// @sakhli/sdk public API — curated by hand: nothing is exported by accident.

export { createClient } from './client/createClient';
export type { ClientOptions, SakhliClient, SessionTokens } from './client/createClient';
export { ApiError, isApiError } from './client/ApiError';
export type { ApiErrorKind, ApiErrorInit } from './client/ApiError';
export { errorPolicy, resolveErrorAction, FALLBACK_ERROR_MESSAGE_ID } from './client/errorPolicy';
export type { ErrorAction, ErrorOwner } from './client/errorPolicy';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, toIntlLocale } from './client/language';
export type { Language } from './client/language';
export type {
  Call,
  Envelope,
  ListMeta,
  Page,
  DownloadedFile,
  HttpMethod,
  QueryValue,
} from './client/call';

export * from './api/devices';
// Guest flow (spec §7): reservation link, booking, change decisions, cancel.
export {
  BOOKING_STATUSES,
  PAYMENT_TYPES,
  GENDERS,
  apiErrorCode,
  fieldErrorsOf,
} from './api/bookingFields';
export type {
  BookingStatus,
  PaymentType,
  Gender,
  BookingApartment,
  GuestDetails,
  BookedRange,
} from './api/bookingFields';
export {
  guestKeys,
  PASSPORT_SCAN_LIMITS,
  getGuestApartmentSummary,
  guestApartmentSummaryQuery,
  requestGuestLink,
  getGuestApartment,
  guestApartmentQuery,
  getBookedDates,
  bookedDatesQuery,
  guestBookingPath,
  guestBookingFormData,
  createGuestBooking,
  bookedDatesFromConflict,
  getBookingChange,
  bookingChangeQuery,
  confirmBookingChange,
  getGuestBooking,
  guestBookingQuery,
  cancelGuestBooking,
} from './api/guest';
export type {
  GuestLink,
  GuestWindow,
  GuestBookingToken,
  GuestApartment,
  GuestWindowInfo,
  GuestLinkSent,
  GuestBookingForm,
  GuestBookingCreated,
  BookingTerms,
  BookingChange,
  ChangeDecision,
  BookingChangeDecision,
  GuestBooking,
} from './api/guest';
export { sdkMessages, formatSdkMessage, sdkMessagesFor } from './messages/catalog';
export type { SdkMessageId } from './messages/catalog';

// spec §5 validation rules and spec §9 constants.
export {
  required,
  email,
  wholeNumber,
  password,
  passwordsEqual,
  minLength,
  adultAge,
  childAge,
  childAgesMatch,
  date,
  file,
  validate,
  formatRuleMessage,
  formatBytes,
  isEmpty,
} from './rules';
export type { Rule, RuleResult, FileLike, FileRuleOptions } from './rules';
export {
  PASSWORD_MIN_LENGTH,
  ADULT_MIN_AGE,
  CHILD_MAX_AGE,
  GUEST_WINDOW_MS,
  HOST_ACCEPTANCE_MS,
  INTERNET_PAUSE_FEE_GEL,
  UNREAD_POLL_MS,
  LOADING_THROTTLE_MS,
  TOAST_DURATION_MS,
  QUICK_SEARCH_MIN,
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_DELAY_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  PAYMENT_REDIRECT_MS,
  SCROLL_TOP_OFFSET_PX,
  SCROLL_AFTER_NAV_MS,
  RESIZE_THROTTLE_MS,
  BREAKPOINTS,
} from './constants';
export type { Breakpoint } from './constants';

// spec §3–§4 session store: persisted state, sign-in transitions, unread poll.
export {
  createSession,
  isSessionPersistent,
  sessionStorageKeys,
  SESSION_KEYS,
  DEFAULT_SESSION_PREFIX,
  memoryStorage,
  fallbackStorage,
  applyLogin,
  markVerified,
  setDeviceUuid,
  canVerify,
  isSignedIn,
  logout,
  startResendTimer,
  resendCodeRemaining,
  applyUser,
  LOGIN_CODE,
  DEFAULT_ROUTE,
  LOGIN_ROUTE,
  VERIFICATION_ROUTE,
  startUnreadPoll,
} from './session';
export type {
  Session,
  SessionState,
  SessionUser,
  SessionOptions,
  KeyValueStorage,
  FallbackStorage,
  LoginResult,
  LoginNext,
  UnreadPollOptions,
} from './session';
