// The signed-in user: profile, interface language and password (spec §7 Users).
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import { LANGUAGES, type Language } from '../client/language';

/** spec §3 User: only `language` is shown; the other fields are assumptions (docs/api-assumptions.md). */
export const userSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: v.string(),
  language: v.picklist(LANGUAGES),
  role: v.picklist(['owner', 'resident']),
});
export type User = v.InferOutput<typeof userSchema>;

/** Assumed payload of PATCH api/users/password (spec §3: "not shown"). */
export interface PasswordChangeInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const userKeys = {
  all: ['users'] as const,
  current: () => [...userKeys.all, 'current'] as const,
};

/** spec §7 GET api/users: the current user. */
export async function getUser(client: SakhliClient): Promise<User> {
  const { data } = await client.request({ method: 'GET', path: 'api/users', schema: userSchema });
  return data;
}

export function userQuery(client: SakhliClient) {
  return { queryKey: userKeys.current(), queryFn: () => getUser(client) };
}

/** spec §7 PUT api/users/locale: stores the user's interface language. */
export async function updateLocale(
  client: SakhliClient,
  locale: Language,
): Promise<{ message?: string }> {
  const { message } = await client.request({
    method: 'PUT',
    path: 'api/users/locale',
    body: { locale },
  });
  return { message };
}

/** spec §7 PATCH api/users/password; the API applies the password rules of spec §5. */
export async function changePassword(
  client: SakhliClient,
  input: PasswordChangeInput,
): Promise<{ message?: string }> {
  const { message } = await client.request({
    method: 'PATCH',
    path: 'api/users/password',
    body: input,
  });
  return { message };
}
