// spec §4 language: the switcher (stored + PUT api/users/locale) and the rule applied when the user loads.
import {
  applyUser,
  isLanguage,
  isSignedIn,
  toIntlLocale,
  updateLocale,
  userKeys,
  userQuery,
  type Language,
  type SakhliClient,
  type Session,
  type SessionUser,
  type User,
} from '@sakhli/sdk';
import type { PortalRouterContext } from './routes/define';

/**
 * Switches the interface language: stored at once (the screen re-renders in it), the loaded
 * user's copy follows so the language rule does not switch back, and a signed-in user's
 * account is told through PUT api/users/locale.
 */
export async function switchLanguage(
  session: Session,
  client: SakhliClient,
  language: Language,
): Promise<void> {
  if (session.language === language) return;
  session.language = language;
  if (session.user) session.user.language = language;
  if (isSignedIn(session)) await updateLocale(client, language);
}

/**
 * A language the user chose (the switcher, an e-mailed link's `lang=`): the cached user follows at
 * once, so the language rule does not switch back on a refetch, then {@link switchLanguage}.
 */
export function chooseLanguage(
  { session, client, queryClient }: Pick<PortalRouterContext, 'session' | 'client' | 'queryClient'>,
  language: Language,
): void {
  if (session.language === language) return;
  queryClient.setQueryData<User>(userKeys.current(), (user) =>
    user ? { ...user, language } : user,
  );
  void switchLanguage(session, client, language).catch(() => {
    // The error policy already told the user; the chosen language stays for this visit.
  });
}

/**
 * spec §4: store the loaded user; if their language differs from the stored one, store it. The
 * portal applies it in place instead of reloading (docs/api-assumptions.md): every text follows
 * the stored language and the provider refetches what the API said in the old one.
 */
export function applyLoadedUser(session: Session, user: SessionUser): void {
  applyUser(session, user);
}

/**
 * `beforeLoad` of the main area: a signed-in session that has no user yet (it has just signed in)
 * loads the user first and stores their language, so the first screen and its data come in that
 * language — no English on the way, no reload, nothing fetched twice. A stored user (a reload, a
 * link) is refreshed by the layout's loader alongside the screen's data instead of ahead of it.
 */
export async function loadSignedInUser({
  session,
  client,
  queryClient,
}: Pick<PortalRouterContext, 'session' | 'client' | 'queryClient'>): Promise<void> {
  if (!isSignedIn(session) || session.user) return;
  try {
    applyLoadedUser(session, await queryClient.ensureQueryData(userQuery(client)));
  } catch {
    // The error policy has acted (401 → login, else a toast); the screen opens in the stored language.
  }
}

/** Keeps <html lang> in step, for screen readers and hyphenation. */
export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = toIntlLocale(language);
}

/**
 * `beforeLoad` of the guest routes: an e-mailed link's valid `lang=` becomes the portal's language,
 * applied as the switcher does (a guest's is only stored), so the header, page title and
 * <html lang> agree with the widget, which follows the link.
 */
export function adoptLinkLanguage({
  context: { session, client, queryClient },
  location,
  preload,
}: {
  context: PortalRouterContext;
  location: { search: object };
  preload: boolean;
}): void {
  const lang = (location.search as { lang?: unknown }).lang;
  if (preload || typeof lang !== 'string' || !isLanguage(lang)) return;
  chooseLanguage({ session, client, queryClient }, lang);
}
