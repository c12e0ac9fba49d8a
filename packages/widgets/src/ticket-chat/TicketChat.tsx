// The ticket chat widget (spec §1 support, §3/§4 Ticket, §7 Tickets): a signed-in user's tickets,
// a new-ticket form and one conversation at a time; signed out, it says so and asks the host.
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { KeyValueStorage, SakhliClient } from '@sakhli/sdk';
import { useSakhliClient } from '../shell/context';
import { WidgetRoot } from '../shell/WidgetRoot';
import { EmptyState, LoadingState } from '../ui/States';
import { ticketChatMessages } from './messages';
import { conversationQuery } from './queries';
import { TicketList } from './TicketList';
import { loadConversation, loadNewTicketForm } from './viewCode';
import type { ListFocus } from './viewFocus';
import { onDemand } from '../ui/onDemand';

// Not in the first view (the list): fetched on the way to a ticket (viewCode.ts).
const Conversation = onDemand(() => loadConversation().then((m) => ({ default: m.Conversation })));
const NewTicketForm = onDemand(() =>
  loadNewTicketForm().then((m) => ({ default: m.NewTicketForm })),
);

export interface TicketChatProps {
  /**
   * Open this ticket's conversation first (e.g. from a notification link). When it changes (the
   * host's Back and Forward), the widget follows it; `undefined` shows the list.
   */
  ticketId?: number;
  /** Called when a ticket opens or the list returns (`undefined`), so a host can keep it in its address. */
  onTicketChange?: (ticketId: number | undefined) => void;
  /** Where drafts and unsent messages are kept. @defaultValue `localStorage` (memory when it fails) */
  storage?: KeyValueStorage;
  /**
   * Names this widget instance, so two chats on one page keep their drafts apart (keys
   * `sakhli:ticket-chat:<instance>:…`). @defaultValue 'main'
   */
  instance?: string;
  /** Conversation poll interval in ms while the page is visible. @defaultValue 5000 */
  pollMs?: number;
  /** No session was given (or it was rejected): the host should sign the user in. */
  onAuthRequired?: () => void;
}

/** A view, and for views the user opened, where focus goes in it (`focus`). */
type View =
  | { name: 'list'; focus?: ListFocus }
  | { name: 'new'; focus?: boolean }
  | { name: 'ticket'; id: number; focus?: boolean };

export function TicketChat(props: TicketChatProps) {
  return (
    <WidgetRoot catalog={ticketChatMessages}>
      <TicketChatBody {...props} />
    </WidgetRoot>
  );
}

function SignedOut() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'ticketChat.signedOut.title' })}
      description={intl.formatMessage({ id: 'ticketChat.signedOut.text' })}
    />
  );
}

function viewOf(ticketId: number | undefined): View {
  return ticketId ? { name: 'ticket', id: ticketId } : { name: 'list' };
}

function ticketOf(view: View): number | undefined {
  return view.name === 'ticket' ? view.id : undefined;
}

function TicketChatBody({
  ticketId,
  storage,
  instance = 'main',
  pollMs = 5000,
  onAuthRequired,
  onTicketChange,
}: TicketChatProps) {
  const client = useSakhliClient();
  const signedIn = Boolean(client.headers()['access-token']);
  const [view, setViewState] = useState<View>(viewOf(ticketId));
  // The host moved its address (Back, Forward): follow it, without calling it back.
  const [followed, setFollowed] = useState(ticketId);
  if (ticketId !== followed) {
    setFollowed(ticketId);
    // The host echoing the user's own change keeps the view and where its focus goes.
    if (ticketId !== ticketOf(view)) setViewState(viewOf(ticketId));
  }
  const setView = (next: View) => {
    setViewState(next);
    if (ticketOf(next) !== ticketOf(view)) onTicketChange?.(ticketOf(next));
  };
  // The client whose session the API rejected (a new session brings a new client).
  const [rejectedClient, setRejectedClient] = useState<SakhliClient | null>(null);
  const rejected = rejectedClient === client;

  // No session at all: say so and ask the host once per client (a 401 is reported by the provider).
  useEffect(() => {
    if (!signedIn) onAuthRequired?.();
  }, [signedIn, client, onAuthRequired]);

  // A ticket's conversation is asked for beside its view's code (viewCode.ts), not after it
  // arrives: a ticket the host opens waits for one, not both in turn. Fresh 30 s, asked once.
  const queryClient = useQueryClient();
  const openTicket = signedIn && !rejected ? ticketOf(view) : undefined;
  useEffect(() => {
    if (openTicket !== undefined)
      void queryClient.prefetchQuery(conversationQuery(client, openTicket));
  }, [queryClient, client, openTicket]);

  if (!signedIn || rejected) return <SignedOut />;
  const onUnauthorized = () => setRejectedClient(client);
  const toList = () =>
    setView({
      name: 'list',
      focus: view.name === 'ticket' ? { ticketId: view.id } : 'newTicket',
    });

  if (view.name === 'new') {
    return (
      <Suspense fallback={<LoadingState lines={5} />}>
        <NewTicketForm
          storage={storage}
          instance={instance}
          onCancel={toList}
          onCreated={(id) => setView({ name: 'ticket', id, focus: true })}
          focusHeading={Boolean(view.focus)}
        />
      </Suspense>
    );
  }
  if (view.name === 'ticket') {
    return (
      <Suspense fallback={<LoadingState lines={5} />}>
        <Conversation
          key={view.id}
          ticketId={view.id}
          storage={storage}
          instance={instance}
          pollMs={pollMs}
          onBack={toList}
          onUnauthorized={onUnauthorized}
          focusHeading={Boolean(view.focus)}
        />
      </Suspense>
    );
  }
  return (
    <TicketList
      onOpen={(id) => setView({ name: 'ticket', id, focus: true })}
      onNew={() => setView({ name: 'new', focus: true })}
      onUnauthorized={onUnauthorized}
      focus={view.focus}
    />
  );
}
