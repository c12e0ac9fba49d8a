// spec §7 Users: the current user, their interface language and password change.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { LANGUAGES, password, passwordsEqual, required } from '@sakhli/sdk';
import { body, fail, ok, requireUser, say, type AppEnv } from '../http';
import type { Account } from '../store/accounts';
import { endSessions } from '../store/sessionTokens';
import { enforce, text } from './identityFields';

/** The user as the API shows it (spec §3 User; fields beyond `language` are assumptions). */
export function userOf(account: Account) {
  return {
    id: account.id,
    first_name: account.firstName,
    last_name: account.lastName,
    email: account.email,
    phone: account.phone,
    language: account.language,
    role: account.role,
  };
}

const localeBody = v.object({ locale: v.picklist(LANGUAGES, 'Expected one of ge, en, ru.') });
const passwordBody = v.object({
  current_password: text(1000),
  password: text(1000),
  password_confirmation: text(1000),
});

export function usersRoutes(app: Hono<AppEnv>) {
  app.get('/api/users', requireUser, (c) => ok(c, userOf(c.var.account)));

  app.put('/api/users/locale', requireUser, async (c) => {
    const { locale } = await body(c, localeBody);
    c.var.account.language = locale;
    return ok(c, userOf(c.var.account), { message: say(c, 'success.languageChanged') });
  });

  app.patch('/api/users/password', requireUser, async (c) => {
    const input = await body(c, passwordBody);
    enforce(c, required(input.current_password), required(input.password));
    if (input.current_password !== c.var.account.password) fail(c, 422, 'error.currentPassword');
    // spec §5: the shared password rules, the same the forms run.
    enforce(
      c,
      password(input.password),
      passwordsEqual(input.password, input.password_confirmation),
    );
    c.var.account.password = input.password;
    // Every other sign-in knew the old password: it ends; this one stays signed in.
    const { account, session } = c.var;
    endSessions(c.var.db, (s) => s.accountId === account.id && s !== session);
    return ok(c, null, { message: say(c, 'success.passwordChanged') });
  });
}
