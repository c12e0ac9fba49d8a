// The ticket list (spec §7 GET api/tickets/list): status and department filters, unread marks,
// "show more" pages over `items_count`; refreshed in the background so new replies get marked.
import { useEffect, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  errorsInPlace,
  ticketDepartmentsQuery,
  ticketStatuses,
  type Ticket,
  type TicketStatus,
} from '@sakhli/sdk';
import { useSakhli } from '../shell/context';
import { formatDate } from '../shell/i18n/format';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { EmptyState, ErrorState, LoadingState } from '../ui/States';
import { FailedInPlace } from '../ui/FailedInPlace';
import { apiMessage } from '../ui/apiMessage';
import { Bar, Heading, List, Stack } from '../ui/layout';
import { Filters, Muted, RowButton, TicketBadge } from './parts';
import { isUnauthorized } from './unauthorized';
import { ticketListQuery, TICKETS_PER_PAGE } from './queries';
import { conversationPrefetch, newTicketPrefetch } from './viewCode';
import type { ListFocus } from './viewFocus';

/** The list refreshes this often while visible, so unread marks follow new replies. */
const LIST_POLL_MS = 30_000;

export interface TicketListProps {
  onOpen: (id: number) => void;
  /** The user came back to the list: where focus returns (the row or button they left by). */
  focus?: ListFocus | undefined;
  onNew: () => void;
  onUnauthorized: () => void;
}

const Top = styled('span', dom)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2};
  font-weight: ${vars.fontWeightBold};
`;

const Preview = styled('span', dom)`
  display: block;
  margin-top: ${vars.space1};
  color: ${vars.colorTextMuted};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Unread = styled('span', dom)`
  display: inline-block;
  padding: 0 ${vars.space2};
  border-radius: 999px;
  background: ${vars.colorPrimary};
  color: ${vars.colorOnPrimary};
  font-size: ${vars.fontSizeSm};
`;

function TicketRow({ ticket, onOpen }: { ticket: Ticket; onOpen: (id: number) => void }) {
  const intl = useIntl();
  const { language } = useSakhli();
  const last = ticket.last_message;
  return (
    <li>
      <RowButton
        type="button"
        onClick={() => onOpen(ticket.id)}
        data-ticket={ticket.id}
        {...conversationPrefetch}
      >
        <Top>
          <span>{ticket.subject}</span>
          <TicketBadge
            open={ticket.status === 'open'}
            label={intl.formatMessage({ id: `ticketChat.status.${ticket.status}` })}
          />
          {ticket.unread > 0 && (
            <Unread>
              {intl.formatMessage({ id: 'ticketChat.unread' }, { count: ticket.unread })}
            </Unread>
          )}
        </Top>
        <Muted>
          #{ticket.id} · {ticket.department.name} ·{' '}
          {formatDate(ticket.updated_at, language, 'medium')}
        </Muted>
        <Preview>
          {last
            ? `${last.author === 'user' ? `${intl.formatMessage({ id: 'ticketChat.author.user' })}: ` : ''}${last.text}`
            : intl.formatMessage({ id: 'ticketChat.list.noMessages' })}
        </Preview>
      </RowButton>
    </li>
  );
}

export function TicketList({ onOpen, onNew, onUnauthorized, focus }: TicketListProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { client } = useSakhli();
  const headingId = useId();
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [department, setDepartment] = useState('');
  const [shown, setShown] = useState(TICKETS_PER_PAGE);
  // The departments only fill the filter: a failure is said under it (FailedInPlace), not toasted —
  // a toast outlived the failure once the connection came back and the filter filled by itself.
  const departments = useQuery(ticketDepartmentsQuery(errorsInPlace(client)));
  // The list's error state shows a failed load; a failed refresh under the list is toasted.
  const tickets = useQuery({
    ...ticketListQuery(client, {
      page: 1,
      per_page: shown,
      ...(status ? { status } : {}),
      ...(department ? { department: Number(department) } : {}),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_POLL_MS,
  });

  useEffect(() => {
    if (isUnauthorized(tickets.error)) onUnauthorized();
  }, [tickets.error, onUnauthorized]);

  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focus || focused.current || tickets.isPending) return;
    const row =
      focus === 'newTicket'
        ? null
        : root.current?.querySelector<HTMLElement>(`[data-ticket="${focus.ticketId}"]`);
    // A ticket created meanwhile may come with the refresh; wait for it.
    if (focus !== 'newTicket' && !row && tickets.isFetching) return;
    focused.current = true;
    // Once; a row filtered out or not among those shown: the list's heading.
    (focus === 'newTicket' ? newButton.current : (row ?? heading.current))?.focus();
  }, [focus, tickets.isPending, tickets.isFetching, tickets.data]);

  const filtered = status !== '' || department !== '';
  let body;
  if (tickets.isPending) body = <LoadingState lines={4} label={say('ui.loading')} />;
  else if (tickets.isError && !tickets.data)
    body = (
      <ErrorState
        message={apiMessage(intl, tickets.error)}
        onRetry={() => void tickets.refetch()}
        retrying={tickets.isFetching}
      />
    );
  else if (tickets.data.items.length === 0)
    body = filtered ? (
      <EmptyState title={say('ticketChat.list.emptyFiltered')} />
    ) : (
      <EmptyState
        title={say('ticketChat.list.empty')}
        description={say('ticketChat.list.emptyText')}
        action={
          <Button onClick={onNew} {...newTicketPrefetch}>
            {say('ticketChat.new')}
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <Muted role="status">
          {say('ticketChat.list.count', { count: tickets.data.itemsCount })}
        </Muted>
        <List part="ticket-list" aria-labelledby={headingId}>
          {tickets.data.items.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} onOpen={onOpen} />
          ))}
        </List>
        {tickets.data.items.length < tickets.data.itemsCount && (
          <Button
            variant="secondary"
            loading={tickets.isFetching}
            onClick={() => setShown((n) => n + TICKETS_PER_PAGE)}
          >
            {say('ticketChat.list.more')}
          </Button>
        )}
      </>
    );

  return (
    <Stack ref={root}>
      <Bar>
        <Heading id={headingId} ref={heading} tabIndex={-1}>
          {say('ticketChat.list.label')}
        </Heading>
        <Button ref={newButton} onClick={onNew} {...newTicketPrefetch}>
          {say('ticketChat.new')}
        </Button>
      </Bar>
      {/* Busy while the departments (the filter's options) are on their way. */}
      <Filters aria-busy={departments.isPending || undefined}>
        <SelectField
          label={say('ticketChat.filter.status')}
          value={status}
          placeholder={say('ticketChat.filter.all')}
          options={ticketStatuses.map((s) => ({ value: s, label: say(`ticketChat.status.${s}`) }))}
          onChange={(event) => {
            setStatus(event.target.value as TicketStatus | '');
            setShown(TICKETS_PER_PAGE);
          }}
        />
        <SelectField
          label={say('ticketChat.filter.department')}
          value={department}
          placeholder={say('ticketChat.filter.all')}
          options={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          onChange={(event) => {
            setDepartment(event.target.value);
            setShown(TICKETS_PER_PAGE);
          }}
        />
      </Filters>
      <FailedInPlace query={departments} title={say('ticketChat.departments.failed')} />
      {body}
    </Stack>
  );
}
