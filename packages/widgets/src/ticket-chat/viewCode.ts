// The conversation's code (the message list, the composer with its attachments, links in
// messages): not part of the chat's first view, the ticket list (issue 28 §4). Fetched as the user
// heads for a ticket (pointer or focus), so it is there on the click; a ticket the host opens
// (`ticketId`) fetches it at once.
export const loadConversation = () => import('./Conversation');

const prefetch = () => void loadConversation().catch(() => {});

/** Spread on what opens a ticket. */
export const conversationPrefetch = { onPointerEnter: prefetch, onFocus: prefetch };
