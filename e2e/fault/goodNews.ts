// What /home says when nothing waits ("No unread messages.", "No booking waits for your answer.",
// nothing owed …): none of it may show while a card's call fails (issue 27 §1: a failure shown as
// good news). Read from the screen's own catalog, so a new card's "nothing" joins the check.
import { homeMessages } from '../../packages/portal/src/features/home/messages';

type Language = 'en' | 'ge' | 'ru';

/** The zero branch of a counted text (`=0 {…}`), else a whole "none" text; per language. */
export function homeGoodNews(language: Language): string[] {
  return Object.entries(homeMessages as Record<string, Record<Language, string>>).flatMap(
    ([id, texts]) => {
      const zero = /=0 \{([^{}]*)\}/.exec(texts[language])?.[1];
      if (zero) return [zero];
      return /\.(none|todayNone)$/.test(id) ? [texts[language]] : [];
    },
  );
}
