// Sign-in, second factor, registration, password reset and activation (spec §4 Sign-in, §7 Auth).
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import { LOGIN_CODE } from '../session/transitions';
import { userSchema, type User } from './users';

export const loginResultSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  refresh_token: v.pipe(v.string(), v.nonEmpty()),
  code: v.picklist([LOGIN_CODE.verificationNeeded, LOGIN_CODE.signedIn]),
});
/** spec §3 login data; fits the session's `applyLogin`. */
export type LoginResult = v.InferOutput<typeof loginResultSchema>;
/** spec §3: code -2 = the second factor is needed; 1 = fully signed in. */
export { LOGIN_CODE };

export interface LoginInput {
  email: string;
  password: string;
  /** The `device_uuid` verifyDevice gave this browser earlier; a trusted device skips 2FA. */
  device_uuid?: string | null;
}

export const verifyDeviceResultSchema = v.object({ device_uuid: v.pipe(v.string(), v.nonEmpty()) });
export type VerifyDeviceResult = v.InferOutput<typeof verifyDeviceResultSchema>;

/** Assumed registration payload (spec §3 says "not shown"; docs/api-assumptions.md). */
export interface RegistrationInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  terms: true;
}

export interface ResetPasswordInput {
  password: string;
  password_confirmation: string;
}

export interface ActivateInput {
  access_id: number | string;
  token: string;
}

/** A call that answers only with a message for the user. */
export interface Message {
  message?: string;
}

export const authKeys = {
  all: ['auth'] as const,
  isAuth: () => [...authKeys.all, 'is_auth'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset_password', token] as const,
};

/** spec §7 POST api/auth/login; errors ("Username or password are incorrect.") belong to the form. */
export async function login(client: SakhliClient, input: LoginInput): Promise<LoginResult> {
  const { data } = await client.request({
    method: 'POST',
    path: 'api/auth/login',
    body: input.device_uuid ? input : { email: input.email, password: input.password },
    schema: loginResultSchema,
    errors: 'caller',
  });
  return data;
}

/** spec §7 POST api/verifyAuth with the e-mailed code; marks the session verified. */
export async function verifyAuth(client: SakhliClient, code: string): Promise<Message> {
  const { message } = await client.request({
    method: 'POST',
    path: 'api/verifyAuth',
    body: { code },
  });
  return { message };
}

/** spec §7 POST api/verifyResend with no body: e-mails a new code. */
export async function verifyResend(client: SakhliClient): Promise<Message> {
  const { message } = await client.request({ method: 'POST', path: 'api/verifyResend' });
  return { message };
}

/** spec §7 POST api/verifyDevice: remembers this device; keep the `device_uuid` for the next login. */
export async function verifyDevice(client: SakhliClient): Promise<VerifyDeviceResult> {
  const { data } = await client.request({
    method: 'POST',
    path: 'api/verifyDevice',
    schema: verifyDeviceResultSchema,
  });
  return data;
}

/**
 * POST api/auth/logout (our addition to spec §7): ends the sign-in on the server, so its tokens
 * stop working everywhere they were copied. `tokens` is the pair to end (the session's by
 * default; `signOut` passes the pair it has just cleared). Errors belong to the caller: a logout
 * goes on locally whatever the server says.
 */
export async function revokeSession(
  client: SakhliClient,
  tokens?: { accessToken: string | null; refreshToken: string | null },
): Promise<Message> {
  const { message } = await client.request({
    method: 'POST',
    path: 'api/auth/logout',
    errors: 'caller',
    ...(tokens ? { tokens } : {}),
  });
  return { message };
}

/** spec §7 GET api/auth/is_auth: the signed-in user; a 401 means "not authorized" (spec §8). */
export async function getIsAuth(client: SakhliClient): Promise<User> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/auth/is_auth',
    schema: userSchema,
  });
  return data;
}

export function isAuthQuery(client: SakhliClient) {
  return { queryKey: authKeys.isAuth(), queryFn: () => getIsAuth(client) };
}

/** spec §7 POST api/auth/registration; the API e-mails an activation link. */
export async function register(client: SakhliClient, input: RegistrationInput): Promise<Message> {
  const { message } = await client.request({
    method: 'POST',
    path: 'api/auth/registration',
    body: input,
    errors: 'caller',
  });
  return { message };
}

/**
 * spec §7 POST api/auth/forgot_password. The same answer whether the address has an account or
 * not; a malformed address is "Email is invalid…" (shown by the form); too many requests for one
 * address or from one client: 429 with `Retry-After`.
 */
export async function forgotPassword(client: SakhliClient, email: string): Promise<Message> {
  const { message } = await client.request({
    method: 'POST',
    path: 'api/auth/forgot_password',
    body: { email },
    errors: 'caller',
  });
  return { message };
}

/**
 * POST api/auth/resend_activation (our addition to spec §7): a new activation link for an account
 * not yet active. Answers like `forgotPassword`, whether the address has such an account or not.
 */
export async function resendActivation(client: SakhliClient, email: string): Promise<Message> {
  const { message } = await client.request({
    method: 'POST',
    path: 'api/auth/resend_activation',
    body: { email },
    errors: 'caller',
  });
  return { message };
}

/** spec §7 GET api/auth/reset_password?token=: resolves when the link still works. */
export async function checkResetToken(client: SakhliClient, token: string): Promise<Message> {
  const { message } = await client.request({
    method: 'GET',
    path: 'api/auth/reset_password',
    query: { token },
    errors: 'caller',
  });
  return { message };
}

export function resetTokenQuery(client: SakhliClient, token: string) {
  return { queryKey: authKeys.resetToken(token), queryFn: () => checkResetToken(client, token) };
}

/** spec §7 POST api/auth/reset_password?token= with the new password (the spec puts the token in the URL). */
export async function resetPassword(
  client: SakhliClient,
  token: string,
  input: ResetPasswordInput,
): Promise<Message> {
  const { message } = await client.request({
    method: 'POST',
    path: 'api/auth/reset_password',
    query: { token },
    body: input,
    errors: 'caller',
  });
  return { message };
}

/** spec §7 POST api/auth/activate?access_id=&token= with the terms activation payload. */
export async function activate(client: SakhliClient, input: ActivateInput): Promise<Message> {
  const { message } = await client.request({
    method: 'POST',
    path: 'api/auth/activate',
    query: { access_id: input.access_id, token: input.token },
    body: { terms: true },
    errors: 'caller',
  });
  return { message };
}
