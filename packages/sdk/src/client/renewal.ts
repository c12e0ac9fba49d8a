// Expired access tokens: how the API says so, and the call that renews them (docs/api-assumptions.md "Sessions").
import * as v from 'valibot';
import { apiErrorCode, type ApiError } from './ApiError';

/** The `data.code` of the 401 an expired access token gets (a revoked one gets a plain 401). */
export const TOKEN_EXPIRED_CODE = 'error.tokenExpired';

/** `POST api/auth/refresh` with the `refresh-token` header: a new access token, same refresh token. */
export const REFRESH_PATH = 'api/auth/refresh';

export const renewedTokensSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  refresh_token: v.pipe(v.string(), v.nonEmpty()),
});

/** True for the 401 of an access token that ran out (renewable), false for any other failure. */
export function isTokenExpired(error: ApiError): boolean {
  return (
    error.kind === 'http' && error.status === 401 && apiErrorCode(error) === TOKEN_EXPIRED_CODE
  );
}

/** A renewed pair, as `TokenRenewal.store` gets it. */
export interface RenewedTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * How the client renews an expired access token. With the SDK's session store (or any plain
 * object) as `session`, the defaults do the right thing and nothing needs to be given.
 */
export interface TokenRenewal {
  /**
   * Keeps the renewed pair. @defaultValue writes `accessToken` and `refreshToken` into the
   * client's `session` (the SDK's session store persists them and tells the other tabs)
   */
  store?: (tokens: RenewedTokens) => void;
  /**
   * The refresh token was refused (401): the sign-in is over. Runs before the call's 401 reaches
   * `onError`, whose policy then signs out (spec §8). @defaultValue removes the sign-in's user
   * data (`endUserData`) and clears both tokens in `session`
   */
  ended?: () => void;
}
