// One ticket's conversation (spec §7 GET/POST api/tickets/{id}/messages, PATCH to close): polled
// while the page is visible; a message shows at once as "sending", and a draft or a failed message
// is kept per ticket (also across a reload) until the server has it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  closeTicket,
  newIdempotencyKey,
  ticketKeys,
  ticketMessageCall,
  uploadWithProgress,
  type KeyValueStorage,
  type TicketConversation,
} from '@sakhli/sdk';
import { useInPlaceClient, useSakhliClient } from '../shell/context';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useOneFlightMutation } from '../ui/oneFlight';
import { dialogPrefetch, OnDemandDialog as Dialog } from '../ui/OnDemandDialog';
import { Bar, Heading, Stack } from '../ui/layout';
import { ErrorState, LoadingState } from '../ui/States';
import { apiMessage } from '../ui/apiMessage';
import {
  useChatStorage,
  readChatMemory,
  writeChatMemory,
  type ChatMemory,
  type PendingMessage,
} from './chatMemory';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { Muted, TicketBadge } from './parts';
import { conversationQuery } from './queries';
import { isUnauthorized } from './unauthorized';
import { useFocusWhenReady } from '../ui/focus';

export interface ConversationProps {
  ticketId: number;
  storage?: KeyValueStorage | undefined;
  /** Keeps this widget instance's drafts apart from another's. */
  instance: string;
  pollMs: number;
  onBack: () => void;
  onUnauthorized: () => void;
  /** The user opened the conversation: focus its heading once it has loaded. */
  focusHeading?: boolean;
}

let localCounter = 0;
const newLocalId = () => `local-${Date.now().toString(36)}-${(localCounter += 1)}`;

export function Conversation({
  ticketId,
  storage: custom,
  instance,
  pollMs,
  onBack,
  onUnauthorized,
  focusHeading = false,
}: ConversationProps) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const client = useSakhliClient();
  // A message that fails to send is marked in place with its retry: not toasted too.
  const sender = useInPlaceClient();
  const queryClient = useQueryClient();
  // Its error state shows a failed load; a failed poll under the messages is toasted.
  const query = conversationQuery(client, ticketId);
  // TanStack pauses the interval while the document is hidden (refetchIntervalInBackground: false).
  const conversation = useQuery({ ...query, refetchInterval: pollMs });
  const storage = useChatStorage(custom, instance);
  const [memory, setMemory] = useState<ChatMemory>(() => readChatMemory(storage, ticketId));
  // Another sign-in brings another storage: its memory replaces what this one had typed.
  const [memoryOf, setMemoryOf] = useState(storage);
  if (memoryOf !== storage) {
    setMemoryOf(storage);
    setMemory(readChatMemory(storage, ticketId));
  }
  const files = useRef(new Map<string, File>());
  // The upload of each message being sent with a file, so the user can stop it.
  const uploads = useRef(new Map<string, AbortController>());
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenReady(heading, focusHeading, conversation.data !== undefined);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number>();
  const [asking, setAsking] = useState(false);
  // Why each failed message was refused, said with its note. Held here, not in the stored memory: an
  // error is not stored, and its text follows the language; after a reload the note stands alone.
  const [refusals, setRefusals] = useState<Record<string, unknown>>({});
  const setRefusal = (localId: string, error?: unknown) =>
    setRefusals(({ [localId]: _old, ...rest }) =>
      error === undefined ? rest : { ...rest, [localId]: error },
    );

  // Every change is written before anything can fail, so nothing typed is lost.
  useEffect(() => writeChatMemory(storage, ticketId, memory), [storage, ticketId, memory]);

  useEffect(() => {
    if (isUnauthorized(conversation.error)) onUnauthorized();
  }, [conversation.error, onUnauthorized]);

  // Opening the conversation reads its replies: the list's unread marks follow.
  const updatedAt = conversation.data?.ticket.updated_at;
  const seen = conversation.data?.messages.length;
  useEffect(() => {
    if (seen === undefined) return;
    void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
  }, [queryClient, seen, updatedAt]);

  const update = (change: (m: ChatMemory) => ChatMemory) => setMemory((m) => change(m));
  const setPending = (localId: string, state: PendingMessage['state'] | null) =>
    update((m) => ({
      ...m,
      pending:
        state === null
          ? m.pending.filter((p) => p.localId !== localId)
          : m.pending.map((p) => (p.localId === localId ? { ...p, state } : p)),
    }));

  const deliver = useCallback(
    async (message: PendingMessage) => {
      const attached = files.current.get(message.localId) ?? null;
      const stop = new AbortController();
      if (attached) uploads.current.set(message.localId, stop);
      try {
        const { data } = await uploadWithProgress(
          sender,
          ticketMessageCall(
            ticketId,
            { text: message.text, file: attached },
            { idempotencyKey: message.idempotencyKey },
          ),
          (p) =>
            attached &&
            setProgress(p.fraction === undefined ? undefined : Math.round(p.fraction * 100)),
          { signal: stop.signal },
        );
        files.current.delete(message.localId);
        queryClient.setQueryData<TicketConversation>(query.queryKey, (old) =>
          old && !old.messages.some((m) => m.id === data.id)
            ? { ...old, messages: [...old.messages, data] }
            : old,
        );
        setPending(message.localId, null);
        setRefusal(message.localId);
        void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
      } catch (error) {
        setPending(message.localId, 'failed');
        // A send the user stopped needs no reason: the note says it is kept.
        setRefusal(message.localId, stop.signal.aborted ? undefined : error);
        if (isUnauthorized(error)) onUnauthorized();
      } finally {
        uploads.current.delete(message.localId);
        setProgress(undefined);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- query.queryKey is derived from ticketId.
    [sender, ticketId, queryClient, onUnauthorized],
  );

  const send = () => {
    const message: PendingMessage = {
      localId: newLocalId(),
      text: memory.draft.trim(),
      createdAt: new Date().toISOString(),
      state: 'sending',
      ...(file ? { fileName: file.name } : {}),
      idempotencyKey: newIdempotencyKey(),
    };
    if (file) files.current.set(message.localId, file);
    update((m) => ({ draft: '', pending: [...m.pending, message] }));
    setFile(null);
    void deliver(message);
  };

  // The same send again: its key stays, so the server answers with the first result if it had one.
  const retry = (message: PendingMessage) => {
    const kept = { ...message, idempotencyKey: message.idempotencyKey ?? newIdempotencyKey() };
    update((m) => ({
      ...m,
      pending: m.pending.map((p) =>
        p.localId === kept.localId ? { ...kept, state: 'sending' } : p,
      ),
    }));
    void deliver({ ...kept, state: 'sending' });
  };

  // Back to the editor: the text joins the draft, the file (if still here) is attached again.
  const edit = (message: PendingMessage) => {
    const kept = files.current.get(message.localId);
    files.current.delete(message.localId);
    if (kept) setFile(kept);
    setRefusal(message.localId);
    update((m) => ({
      draft: m.draft ? `${message.text}\n${m.draft}` : message.text,
      pending: m.pending.filter((p) => p.localId !== message.localId),
    }));
  };

  // A refused close is shown nowhere in the conversation (the ticket just stays open): the
  // policy's toast says it.
  const close = useOneFlightMutation({
    mutationFn: () => closeTicket(client, ticketId),
    onSuccess: ({ ticket }) => {
      queryClient.setQueryData<TicketConversation>(query.queryKey, (old) =>
        old ? { ...old, ticket } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
      // The close button that had focus is gone; the heading is where the new status is read.
      heading.current?.focus();
    },
  });

  const back = (
    <Button variant="ghost" onClick={onBack}>
      ← {say('ticketChat.back')}
    </Button>
  );
  if (conversation.isPending)
    return (
      <Stack>
        <Bar>{back}</Bar>
        <LoadingState lines={5} label={say('ui.loading')} />
      </Stack>
    );
  if (conversation.isError && !conversation.data)
    return (
      <Stack>
        <Bar>{back}</Bar>
        <ErrorState
          message={apiMessage(intl, conversation.error)}
          onRetry={() => void conversation.refetch()}
          retrying={conversation.isFetching}
        />
      </Stack>
    );

  const { ticket, messages } = conversation.data;
  const open = ticket.status === 'open';
  return (
    <Stack>
      <Bar>{back}</Bar>
      <Bar>
        <div>
          <Heading ref={heading} tabIndex={-1}>
            {ticket.subject}
          </Heading>
          <Muted>
            #{ticket.id} · {ticket.department.name} · {say(`ticketChat.type.${ticket.type}`)}
          </Muted>
        </div>
        <Bar>
          <TicketBadge open={open} label={say(`ticketChat.status.${ticket.status}`)} />
          {open && (
            <Button
              variant="danger"
              loading={close.isPending}
              onClick={() => setAsking(true)}
              {...dialogPrefetch}
            >
              {say('ticketChat.close')}
            </Button>
          )}
        </Bar>
      </Bar>
      <MessageList
        messages={messages}
        pending={memory.pending}
        hasFile={(id) => files.current.has(id)}
        reasonOf={(id) => (id in refusals ? apiMessage(intl, refusals[id]) : undefined)}
        onRetry={retry}
        onEdit={edit}
      />
      {open ? (
        <Composer
          draft={memory.draft}
          onDraft={(draft) => update((m) => ({ ...m, draft }))}
          file={file}
          onFile={setFile}
          progress={progress}
          onSend={send}
          onStop={() => uploads.current.forEach((upload) => upload.abort())}
        />
      ) : (
        <Alert tone="info" live={false}>
          {say('ticketChat.conversation.closedNote')}
        </Alert>
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        role="alertdialog"
        title={say('ticketChat.close.title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {say('ticketChat.close.keep')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setAsking(false);
                close.mutate();
              }}
            >
              {say('ticketChat.close.yes')}
            </Button>
          </>
        }
      >
        {say('ticketChat.close.text')}
      </Dialog>
    </Stack>
  );
}
