// Support tickets (spec §3 Ticket, §4 Ticket, §7 Tickets): departments, list, conversation, files, create, close.
import * as v from 'valibot';
import type { Call, DownloadedFile, Page } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import type { WriteOptions } from '../client/idempotency';

export const ticketTypes = ['question', 'problem', 'request'] as const;
export type TicketType = (typeof ticketTypes)[number];
export const ticketStatuses = ['open', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Attachments a ticket accepts (the demo API enforces the same; widgets check before upload). */
export const TICKET_ATTACHMENT = {
  types: ['image/png', 'image/jpeg', 'application/pdf', 'text/plain'],
  maxBytes: 5 * 1024 * 1024,
} as const;

export const departmentSchema = v.object({ id: v.number(), name: v.string() });
export type Department = v.InferOutput<typeof departmentSchema>;

export const ticketSchema = v.object({
  id: v.number(),
  subject: v.string(),
  type: v.picklist(ticketTypes),
  status: v.picklist(ticketStatuses),
  department: departmentSchema,
  created_at: v.string(),
  updated_at: v.string(),
  last_message: v.nullable(
    v.object({ author: v.picklist(['user', 'support']), text: v.string(), created_at: v.string() }),
  ),
  /** Support messages the user has not opened yet. */
  unread: v.number(),
});
export type Ticket = v.InferOutput<typeof ticketSchema>;

export const ticketFileSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.string(),
  size: v.number(),
});
export type TicketFile = v.InferOutput<typeof ticketFileSchema>;

export const ticketMessageSchema = v.object({
  id: v.number(),
  ticket_id: v.number(),
  author: v.picklist(['user', 'support']),
  author_name: v.string(),
  /** Plain text: render as text, never as HTML. */
  text: v.string(),
  created_at: v.string(),
  file: v.nullable(ticketFileSchema),
});
export type TicketMessage = v.InferOutput<typeof ticketMessageSchema>;

export const ticketConversationSchema = v.object({
  ticket: ticketSchema,
  messages: v.array(ticketMessageSchema),
});
export type TicketConversation = v.InferOutput<typeof ticketConversationSchema>;

const ticketPageSchema = v.object({ items: v.array(ticketSchema) });
const createdSchema = v.object({ ticketId: v.number() });

export interface TicketListParams {
  page?: number;
  per_page?: number;
  status?: TicketStatus;
  /** Department id. */
  department?: number;
}

export interface NewTicket {
  department_id: number;
  type: TicketType;
  subject: string;
  comment: string;
  file?: Blob | null;
}

export interface NewTicketMessage {
  text: string;
  file?: Blob | null;
}

export const ticketKeys = {
  all: ['tickets'] as const,
  departments: () => [...ticketKeys.all, 'departments'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (params: TicketListParams = {}) => [...ticketKeys.lists(), params] as const,
  messages: (id: number) => [...ticketKeys.all, 'messages', id] as const,
  file: (id: number) => [...ticketKeys.all, 'file', id] as const,
};

/** spec §7 GET api/tickets/departments. */
export async function getTicketDepartments(client: SakhliClient): Promise<Department[]> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/tickets/departments',
    schema: v.array(departmentSchema),
  });
  return data;
}

export function ticketDepartmentsQuery(client: SakhliClient) {
  return { queryKey: ticketKeys.departments(), queryFn: () => getTicketDepartments(client) };
}

/** spec §7 GET api/tickets/list, paginated (`meta.items_count`) and filtered by status/department. */
export async function getTickets(
  client: SakhliClient,
  params: TicketListParams = {},
): Promise<Page<Ticket>> {
  const { data, meta } = await client.request({
    method: 'GET',
    path: 'api/tickets/list',
    query: { ...params },
    schema: ticketPageSchema,
  });
  return { items: data.items, itemsCount: meta?.items_count ?? data.items.length };
}

export function ticketsQuery(client: SakhliClient, params: TicketListParams = {}) {
  return { queryKey: ticketKeys.list(params), queryFn: () => getTickets(client, params) };
}

/** spec §7 GET api/tickets/{id}/messages: the ticket and its conversation (opening it reads replies). */
export async function getTicketMessages(
  client: SakhliClient,
  id: number,
): Promise<TicketConversation> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/tickets/${id}/messages`,
    schema: ticketConversationSchema,
  });
  return data;
}

export function ticketMessagesQuery(client: SakhliClient, id: number) {
  return { queryKey: ticketKeys.messages(id), queryFn: () => getTicketMessages(client, id) };
}

/** spec §7 GET api/tickets/file/{id}: an attachment as a blob with its name. */
export function downloadTicketFile(client: SakhliClient, id: number): Promise<DownloadedFile> {
  return client.download({ method: 'GET', path: `api/tickets/file/${id}` });
}

export function ticketFileQuery(client: SakhliClient, id: number) {
  return { queryKey: ticketKeys.file(id), queryFn: () => downloadTicketFile(client, id) };
}

/** The call that posts a message (multipart: `text`, optional `file`); feed it to `uploadWithProgress` for progress. */
export function ticketMessageCall(
  id: number,
  input: NewTicketMessage,
  options: WriteOptions = {},
): Call<TicketMessage> {
  const form = new FormData();
  form.set('text', input.text);
  if (input.file) form.set('file', input.file, fileName(input.file));
  return {
    method: 'POST',
    path: `api/tickets/${id}/messages`,
    body: form,
    schema: ticketMessageSchema,
    idempotencyKey: options.idempotencyKey,
  };
}

/**
 * spec §7 POST api/tickets/{id}/messages. A closed ticket refuses it (422 with a message). Retries
 * of one send pass the same `idempotencyKey`, so a lost answer never posts the message twice.
 */
export async function postTicketMessage(
  client: SakhliClient,
  id: number,
  input: NewTicketMessage,
  options: WriteOptions = {},
): Promise<TicketMessage> {
  return (await client.request(ticketMessageCall(id, input, options))).data;
}

/** The call that creates a ticket (multipart: department_id, type, subject, comment, optional file). */
export function createTicketCall(input: NewTicket): Call<{ ticketId: number }> {
  const form = new FormData();
  form.set('department_id', String(input.department_id));
  form.set('type', input.type);
  form.set('subject', input.subject);
  form.set('comment', input.comment);
  if (input.file) form.set('file', input.file, fileName(input.file));
  return { method: 'POST', path: 'api/tickets', body: form, schema: createdSchema };
}

/** spec §7 POST api/tickets; answers `data.ticketId`. */
export async function createTicket(
  client: SakhliClient,
  input: NewTicket,
): Promise<{ ticketId: number; message?: string }> {
  const { data, message } = await client.request(createTicketCall(input));
  return { ticketId: data.ticketId, message };
}

/** spec §7 PATCH api/tickets/{id}: closes the ticket; it takes no messages afterwards. */
export async function closeTicket(
  client: SakhliClient,
  id: number,
): Promise<{ ticket: Ticket; message?: string }> {
  const { data, message } = await client.request({
    method: 'PATCH',
    path: `api/tickets/${id}`,
    schema: ticketSchema,
  });
  return { ticket: data, message };
}

function fileName(file: Blob): string {
  return (file as Partial<File>).name ?? 'attachment';
}
