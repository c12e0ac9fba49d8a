// spec §4 Sign-in, §7 Auth: login with e-mailed 2FA, trusted devices, registration, reset and activation.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { email as emailRule, password, passwordsEqual, required } from '@sakhli/sdk';
import {
  body,
  check,
  fail,
  HttpFailure,
  ok,
  requireUser,
  say,
  tooMany,
  type AppContext,
  type AppEnv,
} from '../http';
import {
  accountByEmail,
  activationLink,
  RESET_TOKEN_TTL_MS,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_TTL_MS,
  type Account,
  type Session,
} from '../store/accounts';
import { describeAgent } from '../store/devices';
import {
  ACCESS_TOKEN_TTL_MS,
  endSessions,
  issueTokens,
  renewSession,
  sessionOfPair,
} from '../store/sessionTokens';
import { secretDigits, secretToken, secretUuid } from '../store/secrets';
import type { Db } from '../store/db';
import { enforce, optionalJson, sessionOf, text } from './identityFields';
import { fixtureProviders } from './demo';
import { holdOffSignIn, limitEmails, signInFailed, signInSucceeded } from './limits';
import { CODE_RESEND_GAP_MS } from '../store/throttle';
import { userOf } from './users';

const loginBody = v.object({
  email: text(320),
  password: text(1000),
  /** Decided: the trusted device travels in the body, not a header (no extra CORS header needed). */
  device_uuid: v.optional(v.nullable(text(100))),
});
const codeBody = v.object({ code: text(20) });
const emailBody = v.object({ email: text(320) });
const newPasswordBody = v.object({ password: text(1000), password_confirmation: text(1000) });
const registrationBody = v.object({
  first_name: text(100),
  last_name: text(100),
  email: text(320),
  phone: text(40),
  password: text(1000),
  password_confirmation: text(1000),
  terms: v.boolean(),
});
const tokenQuery = v.object({ token: text(200) });
const activateQuery = v.object({ access_id: v.pipe(text(12), v.regex(/^\d+$/)), token: text(200) });
/** verifyResend and verifyDevice take no body: nothing, or an empty JSON object. */
const noBody = v.strictObject({});
const activateBody = v.object({ terms: v.literal(true, 'The terms must be accepted.') });

/**
 * Sends a fresh 6-digit code to the account (spec §4: code -2 goes to verification). The wrong
 * tries already made stay counted: a new code is no new budget of guesses.
 */
function sendCode(db: Db, session: Session, account: Account): void {
  const code = secretDigits(6);
  session.pending = { code, expiresAt: db.clock.ms() + TWO_FACTOR_TTL_MS };
  session.codeSentAt = db.clock.ms();
  // The pending sign-in's token lasts at least as long as its newest code (a resend keeps it).
  session.accessExpiresAt = Math.max(session.accessExpiresAt, db.clock.ms() + ACCESS_TOKEN_TTL_MS);
  db.outbox.send({
    to: account.email,
    subject: 'Your Sakhli sign-in code',
    text: `${codeText[account.language]}: ${code}`,
    code,
  });
}

/**
 * Issues a new activation link for the account and e-mails it. The new link replaces the old ones:
 * only the newest e-mail works.
 */
function sendActivation(db: Db, account: Account): void {
  for (const old of db.accounts.activations) if (old.accountId === account.id) old.used = true;
  const activation = {
    accessId: account.id,
    token: secretToken(),
    accountId: account.id,
    used: false,
  };
  db.accounts.activations.push(activation);
  const link = activationLink(db, activation);
  db.outbox.send({ to: account.email, subject: 'Activate your Sakhli account', text: link, link });
}

/**
 * The start of a route that may e-mail an address (`purpose` as in limitEmails): a malformed
 * address is refused, every request counts against the limit, then the account, if any, is found.
 */
async function emailRequest(c: AppContext, purpose: string): Promise<Account | undefined> {
  const input = await body(c, emailBody);
  if (!input.email.trim() || emailRule(input.email)) fail(c, 422, 'error.emailInvalid');
  limitEmails(c, purpose, input.email);
  return accountByEmail(c.var.db, input.email);
}

const codeText = {
  ge: 'თქვენი შესვლის კოდი (მოქმედებს 10 წუთი)',
  en: 'Your sign-in code (valid for 10 minutes)',
  ru: 'Ваш код для входа (действует 10 минут)',
} as const;

/** Marks a session signed in on a device row (new, or the trusted one it presented). */
function attachDevice(c: AppContext, session: Session, deviceId?: number): void {
  const db = c.var.db;
  const now = db.clock.now().toISOString();
  let device = deviceId ? db.devices.devices.find((d) => d.id === deviceId) : undefined;
  if (!device) {
    device = {
      id: db.ids.id(),
      accountId: session.accountId,
      uuid: secretUuid(),
      trusted: false,
      ...describeAgent(c.req.header('user-agent')),
      firstLogin: now,
      lastLogin: now,
    };
    db.devices.devices.push(device);
  }
  device.lastLogin = now;
  const account = db.accounts.accounts.find((a) => a.id === session.accountId);
  if (account) signInSucceeded(c, account.email);
  session.verified = true;
  session.deviceId = device.id;
  // The signed-in session's access token lifetime starts with the sign-in, not with the login.
  session.accessExpiresAt = db.clock.ms() + ACCESS_TOKEN_TTL_MS;
  delete session.pending;
}

function resetTokenOf(c: AppContext, token: string) {
  const row = c.var.db.accounts.resetTokens.find((r) => r.token === token);
  if (!row) fail(c, 422, 'error.incorrectToken');
  // spec §8: a used or expired link is "This password reset session has expired…".
  if (row.used || row.expiresAt <= c.var.db.clock.ms()) fail(c, 410, 'error.resetExpired');
  return row;
}

export function authRoutes(app: Hono<AppEnv>) {
  app.post('/api/auth/login', async (c) => {
    const db = c.var.db;
    const input = await body(c, loginBody);
    holdOffSignIn(c, input.email);
    const account = accountByEmail(db, input.email);
    if (!account || account.password !== input.password) {
      signInFailed(c, input.email);
      fail(c, 401, 'error.credentials');
    }
    if (!account.active) fail(c, 403, 'error.notActivated');
    const session: Session = {
      ...issueTokens(db.clock.ms()),
      accountId: account.id,
      verified: false,
      createdAt: db.clock.now().toISOString(),
    };
    db.accounts.sessions.push(session);
    const trusted = input.device_uuid
      ? db.devices.devices.find(
          (d) => d.uuid === input.device_uuid && d.accountId === account.id && d.trusted,
        )
      : undefined;
    if (trusted) {
      session.deviceUuid = trusted.uuid;
      attachDevice(c, session, trusted.id);
    } else sendCode(db, session, account);
    return ok(c, {
      access_token: session.accessToken,
      refresh_token: session.refreshToken,
      code: session.verified ? 1 : -2,
    });
  });

  app.post('/api/verifyAuth', async (c) => {
    const { session, account } = sessionOf(c);
    const { code } = await body(c, codeBody);
    if (session.verified) return ok(c, null);
    const pending = session.pending;
    if (!pending || pending.expiresAt <= c.var.db.clock.ms()) fail(c, 410, 'error.codeExpired');
    if (code.trim() !== pending.code) {
      session.attempts = (session.attempts ?? 0) + 1;
      if (session.attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
        // The budget is the sign-in's, not the code's: the session ends, and the account's
        // sign-in throttle counts it, so signing in again cannot buy guesses without end.
        endSessions(c.var.db, (s) => s === session);
        signInFailed(c, account.email);
        fail(c, 410, 'error.codeAttemptsUsed');
      }
      fail(c, 422, 'error.codeIncorrect');
    }
    attachDevice(c, session);
    return ok(c, null);
  });

  app.post('/api/verifyResend', async (c) => {
    const { session, account } = sessionOf(c);
    check(noBody, await optionalJson(c), c);
    if (session.verified) throw new HttpFailure(409, 'This session is already verified.');
    const since = c.var.db.clock.ms() - (session.codeSentAt ?? 0);
    if (since < CODE_RESEND_GAP_MS) tooMany(c, CODE_RESEND_GAP_MS - since);
    sendCode(c.var.db, session, account);
    return ok(c, null, { message: say(c, 'success.codeSent') });
  });

  app.post('/api/verifyDevice', requireUser, async (c) => {
    check(noBody, await optionalJson(c), c);
    const session = c.var.session;
    if (!session.deviceId) attachDevice(c, session);
    const device = c.var.db.devices.devices.find((d) => d.id === session.deviceId)!;
    device.trusted = true;
    session.deviceUuid = device.uuid;
    return ok(c, { device_uuid: device.uuid });
  });

  // Our addition to spec §7: the sign-in of the calling browser ends on the server too, so its
  // tokens (copied, or left in another tab) stop working. Either token of the pair names it, so
  // an expired access token still signs out; an unknown pair is already signed out: same answer.
  app.post('/api/auth/logout', async (c) => {
    check(noBody, await optionalJson(c), c);
    const db = c.var.db;
    const session = sessionOfPair(db, c.req.header('access-token'), c.req.header('refresh-token'));
    if (session) endSessions(db, (s) => s === session);
    return ok(c, null);
  });

  // Our addition to spec §7: a new access token for the `refresh-token` header (the access token
  // need not be sent); the refresh token comes back unchanged. A refresh token that is expired,
  // revoked or of an unverified sign-in: 401, sign in again.
  app.post('/api/auth/refresh', async (c) => {
    check(noBody, await optionalJson(c), c);
    const token = c.req.header('refresh-token');
    const session = token ? renewSession(c.var.db, token) : undefined;
    if (!session) throw new HttpFailure(401, 'Unauthorized.');
    return ok(c, { access_token: session.accessToken, refresh_token: session.refreshToken });
  });

  app.get('/api/auth/is_auth', requireUser, (c) => ok(c, userOf(c.var.account)));

  app.post('/api/auth/registration', async (c) => {
    const db = c.var.db;
    const input = await body(c, registrationBody);
    enforce(
      c,
      required(input.first_name),
      required(input.last_name),
      required(input.email),
      emailRule(input.email),
      required(input.phone),
      required(input.password),
      password(input.password),
      passwordsEqual(input.password, input.password_confirmation),
      required(input.terms),
    );
    if (accountByEmail(db, input.email)) fail(c, 422, 'error.emailTaken');
    const account: Account = {
      id: db.ids.id(),
      email: input.email.trim(),
      password: input.password,
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      role: 'resident',
      language: c.var.lang,
      phone: input.phone.trim(),
      active: false,
    };
    db.accounts.accounts.push(account);
    sendActivation(db, account);
    return ok(c, null, { message: say(c, 'success.registered') });
  });

  // The same answer whether an account has the address or not (no way to learn who is
  // registered); only a malformed address is refused, and sends are limited per address and client.
  app.post('/api/auth/forgot_password', async (c) => {
    const db = c.var.db;
    const account = await emailRequest(c, 'reset');
    const done = () => ok(c, null, { message: say(c, 'success.recoverySent') });
    if (!account) return done();
    const token = secretToken();
    db.accounts.resetTokens.push({
      token,
      accountId: account.id,
      expiresAt: db.clock.ms() + RESET_TOKEN_TTL_MS,
      used: false,
    });
    const link = `${db.publicURL}/reset-password?${new URLSearchParams({ token }).toString()}`;
    db.outbox.send({ to: account.email, subject: 'Reset your Sakhli password', text: link, link });
    return done();
  });

  // A new activation link for an account that is not active yet; answered like forgot_password.
  app.post('/api/auth/resend_activation', async (c) => {
    const account = await emailRequest(c, 'activation');
    if (account && !account.active) sendActivation(c.var.db, account);
    return ok(c, null, { message: say(c, 'success.activationSent') });
  });

  app.get('/api/auth/reset_password', (c) => {
    const { token } = check(tokenQuery, c.req.query(), c);
    resetTokenOf(c, token);
    return ok(c, null);
  });

  app.post('/api/auth/reset_password', async (c) => {
    const { token } = check(tokenQuery, c.req.query(), c);
    const row = resetTokenOf(c, token);
    const input = await body(c, newPasswordBody);
    enforce(
      c,
      required(input.password),
      password(input.password),
      passwordsEqual(input.password, input.password_confirmation),
    );
    const db = c.var.db;
    const account = db.accounts.accounts.find((a) => a.id === row.accountId)!;
    account.password = input.password;
    row.used = true;
    // A new password ends every session that knew the old one (nobody is signed in on this link).
    endSessions(db, (s) => s.accountId === account.id);
    return ok(c, null, { message: say(c, 'success.passwordChanged') });
  });

  app.post('/api/auth/activate', async (c) => {
    const query = check(activateQuery, c.req.query(), c);
    await body(c, activateBody);
    const db = c.var.db;
    const row = db.accounts.activations.find(
      (a) => a.accessId === Number(query.access_id) && a.token === query.token,
    );
    if (!row || row.used) fail(c, 422, 'error.incorrectToken');
    row.used = true;
    const account = db.accounts.accounts.find((a) => a.id === row.accountId)!;
    account.active = true;
    return ok(c, null, { message: say(c, 'success.activated') });
  });
}

// The seeded inactive account's activation link, for tests and the playground.
fixtureProviders.push((db) => {
  const row = db.accounts.activations.find((a) => a.accountId === 3 && !a.used);
  const account = db.accounts.accounts.find((a) => a.id === 3);
  return row && account
    ? {
        activation: {
          email: account.email,
          accessId: row.accessId,
          token: row.token,
          url: activationLink(db, row),
        },
      }
    : {};
});
