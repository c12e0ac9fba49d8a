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
export { sdkMessages, formatSdkMessage, sdkMessagesFor } from './messages/catalog';
export type { SdkMessageId } from './messages/catalog';
