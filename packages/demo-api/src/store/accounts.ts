// Accounts and sign-in sessions: who is calling, from which device, verified or not; one-time codes and links.
import type { Language } from '@sakhli/sdk';
import type { Db } from './db';
import { secretToken } from './secrets';

export interface Account {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'owner' | 'resident';
  language: Language;
  phone: string;
  /** False until the activation link is used. */
  active: boolean;
}

/** A 6-digit second-factor code e-mailed at login (spec §4 Sign-in: code -2). */
export interface TwoFactorCode {
  code: string;
  /** Epoch ms after which the code is refused. */
  expiresAt: number;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms after which the access token answers 401 `error.tokenExpired` (store/sessionTokens.ts). */
  accessExpiresAt: number;
  /** Epoch ms after which the refresh token no longer renews the pair: the sign-in is over. */
  refreshExpiresAt: number;
  /** The access token the last renewal replaced: it answers "expired" (renew), not "signed out". */
  replacedAccessToken?: string;
  accountId: number;
  /** True once the second factor passed, or the device was already verified. */
  verified: boolean;
  /** The device this session signed in from (its `device_uuid` once verified). */
  deviceUuid?: string;
  /** Id of the row in `db.devices` this session runs on, once verified. */
  deviceId?: number;
  /** The pending second-factor code of an unverified session. */
  pending?: TwoFactorCode;
  /** Wrong codes tried in this sign-in, across resends (TWO_FACTOR_MAX_ATTEMPTS ends it). */
  attempts?: number;
  /** When the last code was sent (epoch ms): a new one at most once a minute. */
  codeSentAt?: number;
  createdAt: string;
}

/** A password-reset link token: valid once, for one hour (spec §8 "reset session has expired"). */
export interface ResetToken {
  token: string;
  accountId: number;
  expiresAt: number;
  used: boolean;
}

/** An activation link (`access_id` + `token`) sent after registration. */
export interface ActivationToken {
  accessId: number;
  token: string;
  accountId: number;
  used: boolean;
}

export interface AccountsState {
  accounts: Account[];
  sessions: Session[];
  resetTokens: ResetToken[];
  activations: ActivationToken[];
}

export const DEMO_PASSWORD = 'Sakhli2026';
/** spec §4: how long an e-mailed 2FA code is accepted. */
export const TWO_FACTOR_TTL_MS = 10 * 60 * 1000;
/** How long a password-reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Wrong codes allowed per sign-in before it ends (a 6-digit code must not be guessable). */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
/** The seeded account that waits for activation (its link is a fixture). */
export const INACTIVE_EMAIL = 'new.resident@sakhli.ge';

export function seedAccounts(): AccountsState {
  return {
    accounts: [
      {
        id: 1,
        email: 'owner@sakhli.ge',
        password: DEMO_PASSWORD,
        firstName: 'ნინო',
        lastName: 'ბერიძე',
        role: 'owner',
        language: 'ge',
        phone: '+995 599 12 34 56',
        active: true,
      },
      {
        id: 2,
        email: 'resident@sakhli.ge',
        password: DEMO_PASSWORD,
        firstName: 'Giorgi',
        lastName: 'Kapanadze',
        role: 'resident',
        language: 'en',
        phone: '+995 577 65 43 21',
        active: true,
      },
      {
        id: 3,
        email: INACTIVE_EMAIL,
        password: DEMO_PASSWORD,
        firstName: 'Анна',
        lastName: 'Смирнова',
        role: 'resident',
        language: 'ru',
        phone: '+995 555 44 33 22',
        active: false,
      },
    ],
    sessions: [],
    resetTokens: [],
    activations: [{ accessId: 3, token: secretToken(), accountId: 3, used: false }],
  };
}

/** The e-mailed activation URL of the portal (spec §7 activate takes access_id and token). */
export function activationLink(db: Db, activation: ActivationToken): string {
  const query = new URLSearchParams({
    access_id: String(activation.accessId),
    token: activation.token,
  });
  return `${db.publicURL}/activate?${query.toString()}`;
}

export function accountByEmail(db: Db, email: string): Account | undefined {
  const wanted = email.trim().toLowerCase();
  return db.accounts.accounts.find((a) => a.email.toLowerCase() === wanted);
}
