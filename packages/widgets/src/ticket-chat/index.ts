// The ticket chat widget's public module: the loader's element and the npm React API import it.
export { TicketChat } from './TicketChat';
export { ticketChatQueries } from './queries';
export type { TicketChatProps } from './TicketChat';
