// The calls of the ticket chat's first view, for a host that starts them with its own code (the
// portal's route loader): the same options the widget reads, so each call is made once.
// An entry of its own (`@sakhli/widgets/queries/ticket-chat`): a loader imports it lazily,
// without the widget's code, so keep it free of components and texts.
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import {
  errorsInPlace,
  ticketDepartmentsQuery,
  ticketMessagesQuery,
  ticketsQuery,
  type SakhliClient,
  type TicketListParams,
} from '@sakhli/sdk';

/** Tickets the list shows at first and adds per "show more". */
export const TICKETS_PER_PAGE = 10;

/**
 * A polled read the chat shows in place only while it has nothing on screen: its first load (and
 * its error state's retry) is `errorsInPlace`; a refresh that fails under the data still shown is
 * said nowhere in the widget, so it keeps the policy's toast.
 */
function inPlaceUntilShown<K extends QueryKey, T>(
  client: SakhliClient,
  options: (client: SakhliClient) => { queryKey: K; queryFn: () => Promise<T> },
) {
  const inPlace = options(errorsInPlace(client));
  const toasted = options(client);
  return {
    queryKey: inPlace.queryKey,
    queryFn: ({ client: cache, queryKey }: QueryFunctionContext<K>) =>
      (cache.getQueryData(queryKey) === undefined ? inPlace : toasted).queryFn(),
  };
}

/** The ticket list (polled): its error state shows a failed load; a failed refresh is toasted. */
export function ticketListQuery(client: SakhliClient, params: TicketListParams) {
  return inPlaceUntilShown(client, (c) => ticketsQuery(c, params));
}

/** One conversation (polled): as the list, its error state shows a failed load only. */
export function conversationQuery(client: SakhliClient, ticketId: number) {
  return inPlaceUntilShown(client, (c) => ticketMessagesQuery(c, ticketId));
}

/**
 * The queries `<TicketChat ticketId={ticketId} />` makes as it opens: the conversation of
 * `ticketId`, else the ticket list with its department filter — whoever starts them, with the
 * owners the widget gives their failures (the departments' is said under the filter and in the form).
 */
export function ticketChatQueries(client: SakhliClient, { ticketId }: { ticketId?: number } = {}) {
  return ticketId
    ? [conversationQuery(client, ticketId)]
    : [
        ticketDepartmentsQuery(errorsInPlace(client)),
        ticketListQuery(client, { page: 1, per_page: TICKETS_PER_PAGE }),
      ];
}
