// The conversation's messages grouped by day with sender and time; attachments download as blobs
// with their names; text is plain (links made safe), so a message can neither run nor reshape.
import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { downloadTicketFile, toIntlLocale, type TicketFile, type TicketMessage } from '@sakhli/sdk';
import { useInPlaceClient, useSakhli } from '../shell/context';
import { dateTimeFormat, formatDate } from '../shell/i18n/format';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Button } from '../ui/Button';
import { saveBlob } from '../shell/saveBlob';
import type { PendingMessage } from './chatMemory';
import { linkify } from './linkify';
import { Muted, UserText } from './parts';

const Log = styled('div', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  max-height: min(60vh, 640px);
  overflow-y: auto;
  overflow-x: hidden;
  padding: ${vars.space2};
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
  &:focus-visible {
    outline: ${vars.focusRingWidth} solid ${vars.colorFocus};
  }
`;

// Items of the scrolling log keep their height: the log scrolls instead of squeezing them (a
// bubble's overflow: hidden would otherwise let flex shrink it to nothing and clip its text).
const Day = styled('h3', dom)`
  flex-shrink: 0;
  margin: ${vars.space2} 0 0;
  text-align: center;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`;

const Bubble = styled('article', dom)<{ $mine: boolean; $failed?: boolean }>`
  flex-shrink: 0;
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(100%, 34rem);
  min-width: 0;
  padding: ${vars.space2} ${vars.space3};
  border: 1px solid ${({ $failed }) => ($failed ? vars.colorDanger : vars.colorBorderSubtle)};
  border-radius: ${vars.radiusLg};
  background: ${({ $mine }) => ($mine ? vars.colorInfoSurface : vars.colorSurface)};
  overflow: hidden;
  contain: layout paint;
`;

const Meta = styled('p', dom)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
  margin: 0 0 ${vars.space1};
  font-size: ${vars.fontSizeSm};
  strong {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled('div', dom)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
  margin-top: ${vars.space2};
`;

// The reason under "Not sent", in the text colour: it is what the user acts on.
const Reason = styled('span', dom)`
  display: block;
  color: ${vars.colorText};
  overflow-wrap: anywhere;
`;

const Time = styled('time', dom)`
  color: ${vars.colorTextMuted};
`;

const FileName = styled('span', dom)`
  overflow-wrap: anywhere;
`;

/** A paperclip drawn in SVG (emoji fonts are missing on many systems). */
function Clip() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M21 11.5l-8.5 8.5a5 5 0 0 1-7-7L14 4.5a3.3 3.3 0 0 1 4.7 4.7L10.2 17.7a1.7 1.7 0 0 1-2.4-2.4L15.5 7.6"
      />
    </svg>
  );
}

function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}

function Attachment({ file }: { file: TicketFile }) {
  const intl = useIntl();
  // A failed download is said beside its button: not toasted too.
  const client = useInPlaceClient();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const box = useRef<HTMLDivElement>(null);
  const download = async () => {
    setState('loading');
    try {
      const result = await downloadTicketFile(client, file.id);
      if (box.current) saveBlob(result.blob, result.filename ?? file.name, box.current);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Actions ref={box}>
      <Button
        variant="secondary"
        loading={state === 'loading'}
        icon={<Clip />}
        onClick={() => void download()}
        aria-label={intl.formatMessage(
          { id: 'ticketChat.attachment.download' },
          { name: file.name },
        )}
      >
        <FileName>{file.name}</FileName>
      </Button>
      {state === 'failed' && (
        <Muted role="alert">{intl.formatMessage({ id: 'ticketChat.attachment.failed' })}</Muted>
      )}
    </Actions>
  );
}

export interface MessageListProps {
  messages: readonly TicketMessage[];
  pending: readonly PendingMessage[];
  /** Files still in memory for failed messages (lost after a reload). */
  hasFile: (localId: string) => boolean;
  /** Why a failed message was refused (the server's reason, a throttle's wait), when known. */
  reasonOf?: (localId: string) => string | undefined;
  onRetry: (message: PendingMessage) => void;
  onEdit: (message: PendingMessage) => void;
}

export function MessageList({
  messages,
  pending,
  hasFile,
  reasonOf = () => undefined,
  onRetry,
  onEdit,
}: MessageListProps) {
  const intl = useIntl();
  const { language } = useSakhli();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // 24-hour clock as in Georgia and Russia (and a stable fallback where ICU lacks `ka`).
  const time = dateTimeFormat(toIntlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: language === 'en' ? 'h12' : 'h23',
  });
  const log = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length;

  // New messages scroll into view (the log stays put while the user reads older ones otherwise).
  useEffect(() => {
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [count]);

  // Each day opens with its date; computed in one pass so the heading goes before its first message.
  const firstOfDay = new Set<string>();
  const seenDays = new Set<string>();
  for (const [id, at] of [
    ...messages.map((m) => [String(m.id), m.created_at] as const),
    ...pending.map((p) => [p.localId, p.createdAt] as const),
  ]) {
    const key = dayKey(at);
    if (!seenDays.has(key)) firstOfDay.add(id);
    seenDays.add(key);
  }
  const dayHeading = (id: string, iso: string) =>
    firstOfDay.has(id) ? <Day key={`day-${id}`}>{formatDate(iso, language, 'long')}</Day> : null;

  return (
    <Log
      ref={log}
      part="conversation"
      role="log"
      aria-label={say('ticketChat.conversation.label')}
      // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
    >
      {count === 0 && <Muted>{say('ticketChat.conversation.empty')}</Muted>}
      {messages.map((message) => {
        const mine = message.author === 'user';
        return [
          dayHeading(String(message.id), message.created_at),
          <Bubble
            key={message.id}
            part={`message message-${message.author}`}
            $mine={mine}
            data-message={message.id}
          >
            <Meta>
              {/* Our own words for both sides: the API names support in the account's language. */}
              <strong>{say(mine ? 'ticketChat.author.user' : 'ticketChat.author.support')}</strong>
              <Time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</Time>
            </Meta>
            {message.text && <UserText>{linkify(message.text)}</UserText>}
            {message.file && <Attachment file={message.file} />}
          </Bubble>,
        ];
      })}
      {pending.map((message) => {
        const failed = message.state === 'failed';
        const fileLost = Boolean(message.fileName) && !hasFile(message.localId);
        const reason = failed ? reasonOf(message.localId) : undefined;
        return [
          dayHeading(message.localId, message.createdAt),
          <Bubble
            key={message.localId}
            part={failed ? 'message message-user message-failed' : 'message message-user'}
            $mine
            $failed={failed}
            data-pending={message.state}
          >
            <Meta>
              <strong>{say('ticketChat.author.user')}</strong>
              {/* A new node per state, so a screen reader announces the note and its reason at once. */}
              <Muted key={message.state} role={failed ? 'alert' : 'status'}>
                {say(failed ? 'ticketChat.pending.failed' : 'ticketChat.pending.sending')}
                {reason && <Reason>{reason}</Reason>}
              </Muted>
            </Meta>
            {message.text && <UserText>{linkify(message.text)}</UserText>}
            {message.fileName && (
              <Muted>
                <Clip /> <FileName>{message.fileName}</FileName>
              </Muted>
            )}
            {failed && (
              <Actions>
                {fileLost ? (
                  <Muted>
                    {say('ticketChat.pending.fileLost', { name: message.fileName ?? '' })}
                  </Muted>
                ) : (
                  <Button variant="secondary" onClick={() => onRetry(message)}>
                    {say('ticketChat.pending.retry')}
                  </Button>
                )}
                <Button variant="ghost" onClick={() => onEdit(message)}>
                  {say('ticketChat.pending.edit')}
                </Button>
              </Actions>
            )}
          </Bubble>,
        ];
      })}
    </Log>
  );
}
