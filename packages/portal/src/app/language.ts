// spec §4 language: the switcher (stored + PUT api/users/locale) and the rule applied when the user loads.
import {
  applyUser,
  isSignedIn,
  toIntlLocale,
  updateLocale,
  type Language,
  type SakhliClient,
  type Session,
  type SessionUser,
} from '@sakhli/sdk';

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

/** spec §4: store the loaded user; if their language differs from the stored one, store it and reload. */
export function applyLoadedUser(session: Session, user: SessionUser, reload: () => void): void {
  if (applyUser(session, user).reload) reload();
}

/** Keeps <html lang> in step, for screen readers and hyphenation. */
export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = toIntlLocale(language);
}
