// @sakhli/sdk public API — curated by hand: nothing is exported by accident.

export { createClient } from './client/createClient';
export type { ClientOptions, SakhliClient, SessionTokens } from './client/createClient';
export { ApiError, isApiError } from './client/ApiError';
export type { ApiErrorKind, ApiErrorInit } from './client/ApiError';
export {
  errorPolicy,
  resolveErrorAction,
  fallbackMessageIdOf,
  FALLBACK_ERROR_MESSAGE_ID,
  TOO_LARGE_MESSAGE_ID,
} from './client/errorPolicy';
export type { ErrorAction, ErrorOwner } from './client/errorPolicy';
export { errorsInPlace } from './client/errorsInPlace';
export { errorsDeferred, actOnDeferredError } from './client/errorsDeferred';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, toIntlLocale } from './client/language';
export { safeLinkOf, pageAddress } from './client/safeLink';
export type { SafeLink } from './client/safeLink';
export { IDEMPOTENCY_HEADER, newIdempotencyKey } from './client/idempotency';
export { isTokenExpired, TOKEN_EXPIRED_CODE, REFRESH_PATH } from './client/renewal';
export type { TokenRenewal, RenewedTokens } from './client/renewal';
export type { WriteOptions } from './client/idempotency';
export type { Language } from './client/language';
export { callLabel } from './client/call';
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
export { signOutOtherDevices } from './api/otherDevices';
// Guest flow (spec §7): reservation link, booking, change decisions, cancel.
export {
  BOOKING_STATUSES,
  BOOKING_STATUS_TONE,
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
  guestBookingCall,
  guestBookingFormData,
  createGuestBooking,
  guestBookingCreatedSchema,
  bookedDatesFromConflict,
  getBookingChange,
  bookingChangeQuery,
  confirmBookingChange,
  getGuestBooking,
  guestBookingQuery,
  cancelGuestBooking,
  changedTerms,
  CHANGE_TERMS,
  uploadGuestBooking,
} from './api/guest';
export { parseGuestLink, parseGuestBookingToken, guestLinkCall } from './api/guestLinks';
export type { GuestLink, GuestWindow, GuestBookingToken, PlainCall } from './api/guestLinks';
export type {
  GuestApartment,
  GuestWindowInfo,
  ServerClock,
  GuestLinkSent,
  GuestBookingForm,
  GuestBookingCreated,
  BookingTerms,
  BookingChange,
  ChangeDecision,
  BookingChangeDecision,
  GuestBooking,
  GuestUploadOptions,
} from './api/guest';
export {
  MAX_STAY_NIGHTS,
  tbilisiToday,
  countNights,
  checkPassportScan,
  guestStayProblems,
  guestFormProblems,
} from './api/guestForm';
export type { GuestStay } from './api/guestForm';
// Bookings, services and digital keys of the signed-in host (spec §7).
export {
  bookingKeys,
  getBookingsCalendar,
  bookingsCalendarQuery,
  bookingsList,
  getBooking,
  bookingQuery,
  getNewBookingsCount,
  newBookingsCountQuery,
  getCurrentBookingsCount,
  currentBookingsCountQuery,
  getApartmentBookings,
  apartmentBookingsQuery,
  getConfirmPrediction,
  confirmPredictionQuery,
  createBooking,
  generateBookingKey,
  acceptBooking,
  declineBooking,
  downloadBookingsFile,
} from './api/bookings';
export type {
  BookingEvent,
  Booking,
  BookingSummary,
  ConfirmPrediction,
  BookingFilters,
  BookingCalendarParams,
  NewBooking,
  BookingMutationOptions,
} from './api/bookings';
export {
  serviceKeys,
  getBookingInvoices,
  bookingInvoicesQuery,
  getServiceInvoice,
  serviceInvoiceQuery,
  getBookingServices,
  bookingServicesQuery,
  orderServices,
  serviceKeysAfterOrder,
} from './api/services';
export type {
  ServiceOffer,
  ServiceOrderLine,
  ServiceOrder,
  BookingServices,
  ServiceInvoice,
  ServiceInvoiceDetail,
  ServiceOrderItem,
  OrderServicesOptions,
} from './api/services';
export {
  KEY_STATUSES,
  keyKeys,
  getKeyCount,
  keyCountQuery,
  getKeyCalendar,
  keyCalendarQuery,
  getDoorHistory,
  doorHistoryQuery,
  downloadDoorHistoryPdf,
} from './api/keys';
export type { KeyStatus, KeyCount, KeyEvent, DoorEvent } from './api/keys';
export { sdkMessages, formatSdkMessage, sdkMessagesFor } from './messages/catalog';
export type { SdkMessageId } from './messages/catalog';
export {
  catalogPack,
  isLazyCatalog,
  languageReady,
  languagesInUseLoaded,
  lazyCatalog,
  loadCatalog,
  loadLanguage,
  packsVersion,
  retainLanguage,
  subscribePacks,
} from './messages/packs';
export type { LazyCatalog, Pack, PackModule, PlainCatalog } from './messages/packs';

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
  disposeSession,
  onSignInChange,
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
  signOut,
  startResendTimer,
  resendCodeRemaining,
  applyUser,
  DEFAULT_ROUTE,
  LOGIN_ROUTE,
  VERIFICATION_ROUTE,
  startUnreadPoll,
  userDataStorage,
  userDataScope,
  endUserData,
  USER_DATA_LIST_KEY,
} from './session';
export type {
  Session,
  SessionState,
  SessionUser,
  SessionOptions,
  KeyValueStorage,
  FallbackStorage,
  SessionLogin,
  LoginNext,
  UnreadPollOptions,
  UserDataOptions,
  SignOutResult,
} from './session';

// Property and money: apartments, utilities, internet/TV, payments, tables, analytics, documents,
// finance, contracts, deals, loyalty.
export {
  localizedSchema,
  labelSchema,
  columnTypes,
  columnConfigSchema,
  filterOptionSchema,
  filterConfigSchema,
  tableNames,
  filterQuery,
  listQuery,
  tableKeys,
  getTableColumns,
  tableColumnsQuery,
  getTableFilters,
  tableFiltersQuery,
  getList,
  listRowSchema,
  getCalendar,
  calendarQuery,
} from './api/tables';
export type {
  Localized,
  Label,
  ColumnConfig,
  FilterConfig,
  TableName,
  DateRange,
  FilterValue,
  Filters,
  ListParams,
  CalendarParams,
} from './api/tables';
export {
  defineList,
  defineScopedList,
  acceptedListParams,
  fetchListPage,
  listPageQuery,
} from './api/lists';
export type {
  ListDefinition,
  ListFilterParam,
  ListOptions,
  ListPage,
  ListPageParams,
  ScopedListDefinition,
} from './api/lists';
export {
  apartmentSchema,
  apartmentDetailSchema,
  apartmentBillingSchema,
  billingLineSchema,
  utilityCodesSchema,
  utilityTypes,
  apartmentKeys,
  getApartments,
  apartmentsQuery,
  getApartmentsBilling,
  apartmentsBillingQuery,
  getApartment,
  apartmentQuery,
} from './api/apartments';
export type {
  Apartment,
  ApartmentDetail,
  ApartmentBilling,
  BillingLine,
  UtilityCodes,
  UtilityType,
} from './api/apartments';
export {
  meteredUtilities,
  utilityRecordSchema,
  utilityTotalSchema,
  utilityKeys,
  getUtilityHistory,
  utilityHistoryQuery,
  getUtilityTotal,
  utilityTotalQuery,
  getElectricityTotal,
  getWaterTotal,
  getServicesTotal,
  downloadElectricity,
  downloadUtilityFile,
  downloadWater,
  downloadServices,
} from './api/utilities';
export type {
  MeteredUtility,
  UtilityRecord,
  UtilityTotal,
  UtilityFilters,
  UtilityFileKind,
  ElectricityFileKind,
} from './api/utilities';
export {
  tariffSchema,
  tariffsSchema,
  internetTvStatuses,
  subscriptionSchema,
  internetTvRecordSchema,
  pauseResultSchema,
  internetTvKeys,
  getInternetTvTariffs,
  internetTvTariffsQuery,
  getInternetTvTotal,
  internetTvTotalQuery,
  getInternetTvSubscription,
  internetTvSubscriptionQuery,
  getInternetTvHistory,
  internetTvHistoryQuery,
  downloadInternetTv,
  orderInternetTv,
  changeInternetTvPackage,
  cancelInternetTv,
  pauseInternetTv,
  resumeInternetTv,
} from './api/internetTv';
export type {
  Tariff,
  Tariffs,
  InternetTvStatus,
  Subscription,
  InternetTvRecord,
  PauseResult,
  InternetTvOrder,
  PauseRequest,
  SubscriptionResult,
} from './api/internetTv';
export {
  paymentStatuses,
  paymentSchema,
  paymentStartSchema,
  paymentKeys,
  startPayment,
  getPayment,
  paymentQuery,
  paymentsList,
} from './api/payments';
export type { Payment, PaymentStatus, PaymentStart, PaymentRequest } from './api/payments';
export {
  checkPaymentUrl,
  PaymentUrlError,
  isPaymentUrlError,
  DEMO_CHECKOUT_PATH,
} from './api/paymentUrl';
export type { PaymentUrlPolicy, PaymentUrlProblem } from './api/paymentUrl';
export {
  revenuePointSchema,
  apartmentRevenueSchema,
  revenueSchema,
  analyticsKeys,
  getRevenue,
  revenueQuery,
  revenuePeriods,
  revenueSpan,
  monthsBetween,
  revenueFigures,
  figureChange,
} from './api/analytics';
export type {
  RevenuePoint,
  ApartmentRevenue,
  Revenue,
  RevenueParams,
  RevenuePeriod,
  RevenueSpan,
  RevenueFigures,
} from './api/analytics';
// CSV with formula cells neutralised: the demo API's files and the portal's exports.
export { csvCell, toCsv } from './csv';
export {
  documentTypes,
  documentSchema,
  documentKeys,
  documentsList,
  downloadDocument,
  downloadTransactionDoc,
} from './api/documents';
export type { SakhliDocument } from './api/documents';
export {
  VAT_RATE,
  transactionTypes,
  transactionSchema,
  invoiceStatuses,
  invoiceSchema,
  financeSummarySchema,
  financeKeys,
  transactionsList,
  apartmentTransactionsList,
  invoicesList,
  getFinanceSummary,
  financeSummaryQuery,
} from './api/finance';
export type { Transaction, Invoice, FinanceSummary } from './api/finance';
export {
  contractSchema,
  contractsSummarySchema,
  contractKeys,
  getContractsOverdueCount,
  contractsOverdueCountQuery,
  getContractsSummary,
  contractsSummaryQuery,
} from './api/contracts';
export type { Contract, ContractsSummary, ContractsCallOptions } from './api/contracts';
export {
  dealStages,
  dealKinds,
  dealsList,
  dealSchema,
  dealKeys,
  getDeal,
  dealQuery,
} from './api/deals';
export type { Deal } from './api/deals';
export {
  walletSchema,
  pointStatuses,
  pointsEntrySchema,
  productSchema,
  recommendationSchema,
  exchangeResultSchema,
  loyaltyKeys,
  loyaltyHistoryList,
  getWallet,
  walletQuery,
  getLoyaltyProducts,
  loyaltyProductsQuery,
  getRecommendations,
  recommendationsQuery,
  createRecommendation,
  exchangePoints,
  walletOfRefusal,
} from './api/loyalty';
export type {
  Wallet,
  PointStatus,
  PointStatusFilter,
  PointsEntry,
  Product,
  Recommendation,
  ExchangeResult,
  NewRecommendation,
} from './api/loyalty';

// Identity: auth, users (spec §7 Auth, Users)
export {
  LOGIN_CODE,
  loginResultSchema,
  verifyDeviceResultSchema,
  authKeys,
  login,
  verifyAuth,
  verifyResend,
  verifyDevice,
  getIsAuth,
  isAuthQuery,
  register,
  forgotPassword,
  resendActivation,
  checkResetToken,
  resetTokenQuery,
  resetPassword,
  activate,
  revokeSession,
} from './api/auth';
export type {
  LoginResult,
  LoginInput,
  VerifyDeviceResult,
  RegistrationInput,
  ResetPasswordInput,
  ActivateInput,
  Message,
} from './api/auth';
export {
  userSchema,
  userKeys,
  getUser,
  userQuery,
  updateLocale,
  changePassword,
} from './api/users';
export type { User, PasswordChangeInput } from './api/users';
// Identity: notifications, tickets, help centre, quick search, countries (spec §2, §7)
export {
  notificationCountsSchema,
  notificationSchema,
  notificationKeys,
  getNotificationCounts,
  notificationCountsQuery,
  getNotifications,
  notificationsQuery,
  getBookingNotifications,
  bookingNotificationsQuery,
  markNotificationRead,
} from './api/notifications';
export type { NotificationCounts, Notification, NotificationListParams } from './api/notifications';
export {
  ticketTypes,
  ticketStatuses,
  TICKET_ATTACHMENT,
  departmentSchema,
  ticketSchema,
  ticketFileSchema,
  ticketMessageSchema,
  ticketConversationSchema,
  ticketKeys,
  getTicketDepartments,
  ticketDepartmentsQuery,
  getTickets,
  ticketsQuery,
  getTicketMessages,
  ticketMessagesQuery,
  downloadTicketFile,
  ticketFileQuery,
  ticketMessageCall,
  postTicketMessage,
  createTicketCall,
  createTicket,
  closeTicket,
} from './api/tickets';
export type {
  TicketType,
  TicketStatus,
  Department,
  Ticket,
  TicketFile,
  TicketMessage,
  TicketConversation,
  TicketListParams,
  NewTicket,
  NewTicketMessage,
} from './api/tickets';
export { uploadWithProgress } from './client/upload';
export type { UploadProgress, UploadOptions } from './client/upload';
export {
  helpTopicSchema,
  helpArticleSchema,
  helpCentreKeys,
  getHelpTopics,
  helpTopicsQuery,
  getHelpArticle,
  helpArticleQuery,
} from './api/helpCentre';
export type { HelpTopic, HelpArticle } from './api/helpCentre';
export {
  searchHitSchema,
  quickSearchResultSchema,
  quickSearchKeys,
  quickSearch,
  quickSearchQuery,
} from './api/quickSearch';
export type { SearchHit, QuickSearchResult } from './api/quickSearch';
export {
  countrySchema,
  countryKeys,
  getCountries,
  countriesQuery,
  getCountryList,
  countryListQuery,
} from './api/countries';
export type { Country, CountryServiceOptions } from './api/countries';
