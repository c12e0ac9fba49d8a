// The throttles as the routes use them: sign-in failures per account and client, e-mail sends per address and client.
import { tooMany, type AppContext } from '../http';
import {
  clearFailures,
  EMAIL_PER_ADDRESS,
  EMAIL_PER_CLIENT,
  failureWait,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_CLIENT,
  recordFailure,
  takeUses,
} from '../store/throttle';

const normal = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `login:account:${normal(email)}`;
const clientKey = (c: AppContext) => `login:client:${c.var.client}`;

/**
 * 429 while the account (the e-mail typed, existing or not) or this client must still wait after
 * failed sign-ins. Checked before the password, so a wait cannot be used to test passwords.
 */
export function holdOffSignIn(c: AppContext, email: string): void {
  const { throttle, clock } = c.var.db;
  const now = clock.ms();
  const wait = Math.max(
    failureWait(throttle, accountKey(email), LOGIN_PER_ACCOUNT, now),
    failureWait(throttle, clientKey(c), LOGIN_PER_CLIENT, now),
  );
  if (wait > 0) tooMany(c, wait);
}

/** A failed sign-in (wrong password, or a 2FA code budget used up) counts for the account and the client. */
export function signInFailed(c: AppContext, email: string): void {
  const { throttle, clock } = c.var.db;
  recordFailure(throttle, accountKey(email), LOGIN_PER_ACCOUNT, clock.ms());
  recordFailure(throttle, clientKey(c), LOGIN_PER_CLIENT, clock.ms());
}

/** A completed sign-in (second factor passed) forgives the account's failures; the client's stay. */
export function signInSucceeded(c: AppContext, email: string): void {
  clearFailures(c.var.db.throttle, accountKey(email));
}

/**
 * Counts a request that may send an e-mail (`purpose`: reset, activation, guest link) against the
 * address and the client, or answers 429. Counted whether the address has an account or not, so
 * the limit tells nothing about who is registered.
 */
export function limitEmails(c: AppContext, purpose: string, address: string): void {
  const { throttle, clock } = c.var.db;
  const wait = takeUses(
    throttle,
    [
      [`email:${purpose}:address:${normal(address)}`, EMAIL_PER_ADDRESS],
      [`email:${purpose}:client:${c.var.client}`, EMAIL_PER_CLIENT],
    ],
    clock.ms(),
  );
  if (wait > 0) tooMany(c, wait);
}
