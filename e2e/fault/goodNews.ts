// What /home says when nothing waits ("No unread messages.", "No booking waits for your answer.",
// nothing owed …): a card's "nothing" may not show while that card's call fails (issue 27 §1: a
// failure shown as good news). Texts from the screen's own catalog.
import { homeMessages } from '../../packages/portal/src/features/home/messages';

type Language = 'en' | 'ge' | 'ru';

/** Each /home card's call and the texts that say its "nothing". */
const CARD_NOTHING: Record<string, string[]> = {
  '/api/notifications/count': ['portal.home.messagesText'],
  '/api/bookings': ['portal.home.waitingText'],
  '/api/bookings/calendar': ['portal.home.todayNone'],
  '/api/apartments/billing': ['portal.home.bills.none'],
  '/api/finance/summary': ['portal.home.next.none'],
  '/api/tickets/list': ['portal.home.ticketsText'],
  '/api/contracts/summary': ['portal.home.contractsText'],
  '/api/loyalty/wallet': ['portal.home.loyaltyText'],
};

/** The "nothing" of the card that `path` feeds (the zero branch of a counted text), if any. */
export function homeGoodNews(path: string, language: Language): string[] {
  const catalog = homeMessages as Record<string, Record<Language, string>>;
  return (CARD_NOTHING[path] ?? []).flatMap((id) => {
    const text = catalog[id]?.[language];
    if (!text) throw new Error(`no ${id} in the home catalog`);
    return [/=0 \{([^{}]*)\}/.exec(text)?.[1] ?? text];
  });
}
