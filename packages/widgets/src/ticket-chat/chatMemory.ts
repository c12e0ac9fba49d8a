// The per-ticket memory that keeps a draft and unsent messages across failures and reloads, under a
// `sakhli:` prefixed key of this widget instance and this sign-in (the SDK's user data: removed at
// logout, on a 401 and when another user signs in); a storage that throws falls back to memory.
import { useMemo } from 'react';
import { userDataStorage, type KeyValueStorage } from '@sakhli/sdk';
import { useSakhliClient } from '../shell/context';

/** A message the user wrote that the server has not confirmed. */
export interface PendingMessage {
  localId: string;
  text: string;
  createdAt: string;
  state: 'sending' | 'failed';
  /** Name of the attached file; the file itself cannot outlive a reload. */
  fileName?: string;
  /**
   * One per message the user sent, kept by every retry (also after a reload), so a send whose
   * answer was lost is answered with the first message, never posted twice (issue 16 §5).
   */
  idempotencyKey?: string;
}

export interface ChatMemory {
  draft: string;
  pending: PendingMessage[];
}

export const CHAT_MEMORY_PREFIX = 'sakhli:ticket-chat:';

/** The prefix of one widget instance's keys: `sakhli:ticket-chat:<instance>:`. */
export function chatNamespace(instance: string): string {
  return `${CHAT_MEMORY_PREFIX}${instance}:`;
}

/** Key of one ticket's memory inside the instance's user data (`new` for the new-ticket form). */
export function chatMemoryKey(ticket: number | 'new'): string {
  return String(ticket);
}

/**
 * This instance's memory for the signed-in user: the page's localStorage (or the host's own
 * storage) under the sign-in's scope, memory only while signed out.
 */
export function useChatStorage(custom: KeyValueStorage | undefined, instance: string) {
  const client = useSakhliClient();
  // A new session brings a new client, and with it the new user's (empty) memory.
  return useMemo(
    () =>
      userDataStorage(client.options.session, {
        namespace: chatNamespace(instance),
        storage: custom,
      }),
    [client, custom, instance],
  );
}

const EMPTY: ChatMemory = { draft: '', pending: [] };

function isPending(value: unknown): value is PendingMessage {
  const p = value as PendingMessage;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.localId === 'string' &&
    typeof p.text === 'string' &&
    typeof p.createdAt === 'string'
  );
}

/** Reads a ticket's memory; a message still "sending" at load was interrupted, so it shows as failed. */
export function readChatMemory(storage: KeyValueStorage, ticket: number | 'new'): ChatMemory {
  let raw: string | null = null;
  try {
    raw = storage.getItem(chatMemoryKey(ticket));
  } catch {
    return EMPTY;
  }
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<ChatMemory>;
    return {
      draft: typeof parsed.draft === 'string' ? parsed.draft : '',
      pending: Array.isArray(parsed.pending)
        ? parsed.pending.filter(isPending).map((p) => ({ ...p, state: 'failed' as const }))
        : [],
    };
  } catch {
    return EMPTY;
  }
}

/** Writes a ticket's memory; an empty one is removed so storage does not fill with old tickets. */
export function writeChatMemory(
  storage: KeyValueStorage,
  ticket: number | 'new',
  memory: ChatMemory,
): void {
  const key = chatMemoryKey(ticket);
  try {
    if (!memory.draft && memory.pending.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(memory));
  } catch {
    // fallbackStorage never throws; a host's custom storage might: the state stays in React.
  }
}
