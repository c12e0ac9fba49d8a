import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/createClient';
import { isApiError } from '../client/ApiError';
import { json, recordingFetch, type Responder } from '../testing/recordingFetch';
import { testCalls } from '../testing/callCases';
import {
  closeTicket,
  createTicket,
  downloadTicketFile,
  getTicketDepartments,
  getTicketMessages,
  getTickets,
  postTicketMessage,
  ticketKeys,
  ticketsQuery,
  ticketMessagesQuery,
} from './tickets';

const ticket = {
  id: 301,
  subject: 'Broken intercom',
  type: 'problem',
  status: 'open',
  department: { id: 1, name: 'Maintenance' },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  last_message: { author: 'support', text: 'On Monday.', created_at: '2026-11-21T10:00:00.000Z' },
  unread: 1,
};
const message = {
  id: 9,
  ticket_id: 301,
  author: 'user',
  author_name: 'Giorgi Kapanadze',
  text: 'Hello',
  created_at: '2026-11-21T10:00:00.000Z',
  file: { id: 44, name: 'photo.png', type: 'image/png', size: 8 },
};

function setup(respond?: Responder) {
  const rec = recordingFetch(respond);
  const onError = vi.fn();
  const client = createClient({
    baseURL: 'http://api.test/',
    fetch: rec.fetch,
    onError,
    session: { accessToken: 'acc', refreshToken: 'ref', language: 'en' },
  });
  return { ...rec, client, onError };
}

describe('tickets calls on the wire', () => {
  testCalls([
    {
      name: 'departments',
      run: (c) => getTicketDepartments(c),
      method: 'GET',
      path: 'api/tickets/departments',
      answer: { data: [{ id: 1, name: 'Maintenance' }] },
      returns: (value) => expect(value).toEqual([{ id: 1, name: 'Maintenance' }]),
      malformed: { data: [{ id: '1', name: 'Maintenance' }] },
    },
    {
      name: 'list',
      run: (c) => getTickets(c, { page: 2, per_page: 10, status: 'closed', department: 3 }),
      method: 'GET',
      path: 'api/tickets/list',
      query: { page: '2', per_page: '10', status: 'closed', department: '3' },
      answer: { data: { items: [ticket] }, meta: { items_count: 11 } },
      returns: (value) => expect(value).toEqual({ items: [ticket], itemsCount: 11 }),
      malformed: { data: { items: [{ ...ticket, status: 'pending' }] }, meta: { items_count: 1 } },
    },
    {
      name: 'messages',
      run: (c) => getTicketMessages(c, 301),
      method: 'GET',
      path: 'api/tickets/301/messages',
      answer: { data: { ticket, messages: [message] } },
      returns: (value) => expect(value).toEqual({ ticket, messages: [message] }),
      malformed: { data: { ticket, messages: [{ ...message, text: null }] } },
    },
    {
      name: 'file',
      run: (c) => downloadTicketFile(c, 44),
      method: 'GET',
      path: 'api/tickets/file/44',
      file: 'invoice.pdf',
    },
    {
      name: 'close',
      run: (c) => closeTicket(c, 301),
      method: 'PATCH',
      path: 'api/tickets/301',
      answer: { data: { ...ticket, status: 'closed' }, message: 'The ticket has been closed.' },
      returns: (value) =>
        expect(value).toEqual({
          ticket: { ...ticket, status: 'closed' },
          message: 'The ticket has been closed.',
        }),
      malformed: { data: { id: 301 } },
    },
  ]);
});

describe('tickets multipart calls', () => {
  it('posts a message as multipart with text and file, and the four headers', async () => {
    const { client, last } = setup(() => json({ data: message }));
    const file = new File(['png'], 'photo.png', { type: 'image/png' });
    expect(await postTicketMessage(client, 301, { text: 'Hello', file })).toEqual(message);
    const sent = last();
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/tickets/301/messages');
    const form = sent.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('text')).toBe('Hello');
    expect((form.get('file') as File).name).toBe('photo.png');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers).toMatchObject({
      'access-token': 'acc',
      'refresh-token': 'ref',
      'user-language': 'en',
    });
  });

  it('posts a text-only message without a file part', async () => {
    const { client, last } = setup(() => json({ data: { ...message, file: null } }));
    await postTicketMessage(client, 301, { text: 'Only text' });
    expect((last().body as FormData).has('file')).toBe(false);
  });

  it('creates a ticket as multipart and returns data.ticketId', async () => {
    const { client, last } = setup(() => json({ data: { ticketId: 777 }, message: 'Created.' }));
    const result = await createTicket(client, {
      department_id: 2,
      type: 'question',
      subject: 'Invoice',
      comment: 'Please send it.',
      file: new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    });
    expect(result).toEqual({ ticketId: 777, message: 'Created.' });
    const sent = last();
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/tickets');
    const form = sent.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      department_id: '2',
      type: 'question',
      subject: 'Invoice',
      comment: 'Please send it.',
    });
    expect((form.get('file') as File).name).toBe('scan.pdf');
  });

  it('rejects a malformed create or message answer as bad-response', async () => {
    const bad = setup(() => json({ data: { id: 777 } }));
    const error = await createTicket(bad.client, {
      department_id: 2,
      type: 'question',
      subject: 's',
      comment: 'c',
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('bad-response');
    const badMessage = setup(() => json({ data: { ...message, author: 'bot' } }));
    const error2 = await postTicketMessage(badMessage.client, 1, { text: 'x' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error2) && error2.kind).toBe('bad-response');
  });

  it('sends a closed-ticket refusal through the global policy as a toast', async () => {
    const { client, onError } = setup(() => json({ message: 'This ticket is closed.' }, 422));
    await postTicketMessage(client, 1, { text: 'x' }).catch(() => undefined);
    expect(onError.mock.calls[0]![0]).toMatchObject({
      type: 'toast',
      message: 'This ticket is closed.',
    });
  });

  it('keys: lists share a prefix for invalidation', () => {
    const client = createClient({ baseURL: 'http://x/' });
    expect(ticketsQuery(client, { status: 'open' }).queryKey.slice(0, 2)).toEqual(
      ticketKeys.lists(),
    );
    expect(ticketMessagesQuery(client, 5).queryKey).toEqual(['tickets', 'messages', 5]);
  });
});
