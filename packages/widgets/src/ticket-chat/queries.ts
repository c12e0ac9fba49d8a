// The calls of the ticket chat's first view, for a host that starts them with its own code (the
// portal's route loader): the same options the widget reads, so each call is made once.
// An entry of its own (`@sakhli/widgets/queries/ticket-chat`): a loader imports it lazily,
// without the widget's code, so keep it free of components and texts.
import {
  ticketDepartmentsQuery,
  ticketMessagesQuery,
  ticketsQuery,
  type SakhliClient,
} from '@sakhli/sdk';

/** Tickets the list shows at first and adds per "show more". */
export const TICKETS_PER_PAGE = 10;

/**
 * The queries `<TicketChat ticketId={ticketId} />` makes as it opens: the conversation of
 * `ticketId`, else the ticket list with its department filter.
 */
export function ticketChatQueries(client: SakhliClient, { ticketId }: { ticketId?: number } = {}) {
  return ticketId
    ? [ticketMessagesQuery(client, ticketId)]
    : [
        ticketDepartmentsQuery(client),
        ticketsQuery(client, { page: 1, per_page: TICKETS_PER_PAGE }),
      ];
}
