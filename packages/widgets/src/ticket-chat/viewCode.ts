// The chat's views other than its first, the ticket list (issue 28 §4): the conversation (the
// message list, the composer with its attachments, links in messages) and the new-ticket form (its
// fields, rules and file upload). Each is fetched as the user heads for it (pointer or focus), so
// it is there on the click; a ticket the host opens (`ticketId`) fetches its code at once.
export const loadConversation = () => import('./Conversation');
export const loadNewTicketForm = () => import('./NewTicketForm');

/** Asks for a view's code ahead of the click; a failure is the view's to show when it opens. */
const prefetcher = (load: () => Promise<unknown>) => {
  const prefetch = () => void load().catch(() => {});
  return { onPointerEnter: prefetch, onFocus: prefetch };
};

/** Spread on what opens a ticket. */
export const conversationPrefetch = prefetcher(loadConversation);

/** Spread on what opens the new-ticket form. */
export const newTicketPrefetch = prefetcher(loadNewTicketForm);
