// Black-box tests of spec §4 Ticket and §7 Tickets through the SDK against the demo API handler.
import { describe, expect, it } from 'vitest';
import {
  closeTicket,
  createTicket,
  downloadTicketFile,
  getNotificationCounts,
  getTicketDepartments,
  getTicketMessages,
  getTickets,
  postTicketMessage,
} from '@sakhli/sdk';
import { SUPPORT_REPLY_DELAY_MS } from '../src/store/tickets';
import { createHarness, failure, raw, RESIDENT } from './harness';

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'photo.png', { type: 'image/png' });

describe('tickets', () => {
  it('lists departments in the request language', async () => {
    const h = createHarness();
    const { client } = await h.signIn(undefined, { language: 'ge' });
    const departments = await getTicketDepartments(client);
    expect(departments.length).toBeGreaterThanOrEqual(3);
    expect(departments.map((d) => d.name)).toContain('ტექნიკური სამსახური');
  });

  it('lists only the user’s tickets, paginated, filtered by status and department', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const all = await getTickets(client, { per_page: 2 });
    expect(all.items).toHaveLength(2);
    expect(all.itemsCount).toBe(5);
    const second = await getTickets(client, { per_page: 2, page: 3 });
    expect(second.items).toHaveLength(1);
    const closed = await getTickets(client, { status: 'closed' });
    expect(closed.items.every((t) => t.status === 'closed')).toBe(true);
    expect(closed.itemsCount).toBe(2);
    const maintenance = await getTickets(client, { department: 1 });
    expect(maintenance.items.every((t) => t.department.id === 1)).toBe(true);
    expect(maintenance.itemsCount).toBe(2);

    const resident = await h.signIn(RESIDENT);
    expect((await getTickets(resident.client)).itemsCount).toBe(2);
    const foreign = all.items[0]!.id;
    expect((await failure(getTicketMessages(resident.client, foreign))).status).toBe(404);
  });

  it('creates a ticket with an attachment, gets support’s reply after the delay, and closes it', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT, { language: 'ru' });
    const created = await createTicket(client, {
      department_id: 2,
      type: 'question',
      subject: 'Счёт за ноябрь',
      comment: 'Пришлите, пожалуйста, счёт.',
      file: png(),
    });
    expect(created.ticketId).toEqual(expect.any(Number));
    expect(created.message).toBe('Ваше обращение создано.');

    let conversation = await getTicketMessages(client, created.ticketId);
    expect(conversation.ticket).toMatchObject({ status: 'open', subject: 'Счёт за ноябрь' });
    expect(conversation.messages).toHaveLength(1);
    const file = conversation.messages[0]!.file!;
    expect(file).toMatchObject({ name: 'photo.png', type: 'image/png', size: 8 });
    const downloaded = await downloadTicketFile(client, file.id);
    expect(downloaded.filename).toBe('photo.png');
    expect(downloaded.contentType).toBe('image/png');
    expect(new Uint8Array(await downloaded.blob.arrayBuffer())[1]).toBe(80);

    const before = (await getNotificationCounts(client)).messages.count;
    h.advance(SUPPORT_REPLY_DELAY_MS);
    conversation = await getTicketMessages(client, created.ticketId);
    expect(conversation.messages.at(-1)).toMatchObject({
      author: 'support',
      author_name: 'Поддержка',
    });
    expect(conversation.messages.at(-1)!.text).toMatch(/Спасибо/);
    expect((await getNotificationCounts(client)).messages.count).toBe(before + 1);

    const reply = await postTicketMessage(client, created.ticketId, { text: 'Спасибо!' });
    expect(reply).toMatchObject({ author: 'user', text: 'Спасибо!', file: null });

    const closed = await closeTicket(client, created.ticketId);
    expect(closed.ticket.status).toBe('closed');
    const refused = await failure(
      postTicketMessage(client, created.ticketId, { text: 'Ещё вопрос' }),
    );
    expect(refused).toMatchObject({
      status: 422,
      serverMessage: 'Это обращение закрыто и больше не принимает сообщения.',
    });
    // The pending reply is dropped with the close: support does not answer a closed ticket.
    h.advance(SUPPORT_REPLY_DELAY_MS);
    expect((await getTicketMessages(client, created.ticketId)).messages.at(-1)!.author).toBe(
      'user',
    );
    expect((await failure(closeTicket(client, created.ticketId))).status).toBe(422);
  });

  it('marks support replies read when the conversation is opened', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const unread = (await getTickets(client)).items.find((t) => t.unread > 0)!;
    expect(unread).toBeDefined();
    await getTicketMessages(client, unread.id);
    const after = (await getTickets(client)).items.find((t) => t.id === unread.id)!;
    expect(after.unread).toBe(0);
  });

  it('refuses attachments of a wrong type (415) or over 5 MB (413) with a message', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const [ticket] = (await getTickets(client, { status: 'open' })).items;
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const wrongType = await failure(
      postTicketMessage(client, ticket!.id, { text: 'see', file: exe }),
    );
    expect(wrongType).toMatchObject({
      status: 415,
      serverMessage: 'This file type is not allowed.',
    });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    const tooBig = await failure(postTicketMessage(client, ticket!.id, { text: 'see', file: big }));
    expect(tooBig).toMatchObject({
      status: 413,
      serverMessage: 'The file is too large (max 5 MB).',
    });
    const disguised = new File(['MZ'], 'setup.exe', { type: 'image/png' });
    const mismatch = await failure(
      postTicketMessage(client, ticket!.id, { text: 'see', file: disguised }),
    );
    expect(mismatch).toMatchObject({
      status: 415,
      serverMessage: 'This file type is not allowed.',
    });
    const huge = new File([new Uint8Array(9 * 1024 * 1024)], 'huge.pdf', {
      type: 'application/pdf',
    });
    const created = await failure(
      createTicket(client, {
        department_id: 1,
        type: 'problem',
        subject: 's',
        comment: 'c',
        file: huge,
      }),
    );
    expect(created).toMatchObject({
      status: 413,
      serverMessage: 'The file is too large (max 5 MB).',
    });
    const exact = new File([new Uint8Array(5 * 1024 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    });
    expect(
      (await postTicketMessage(client, ticket!.id, { text: '', file: exact })).file?.size,
    ).toBe(5 * 1024 * 1024);
  });

  it('needs a message text unless a file is attached', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const [ticket] = (await getTickets(client, { status: 'open' })).items;
    const empty = await failure(postTicketMessage(client, ticket!.id, { text: '   ' }));
    expect(empty).toMatchObject({ status: 422, serverMessage: 'Field is required.' });
  });

  it('downloads a seeded attachment with its Georgian name', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const conversation = await getTicketMessages(client, 301);
    const file = conversation.messages.find((m) => m.file)!.file!;
    const downloaded = await downloadTicketFile(client, file.id);
    expect(downloaded.filename).toBe('კონდიციონერი.png');
    expect(downloaded.contentType).toBe('image/png');
    expect(downloaded.blob.size).toBe(file.size);
  });

  it('does not serve another account’s files', async () => {
    const h = createHarness();
    const owner = await h.signIn();
    const withFile = (await getTickets(owner.client, { per_page: 50 })).items;
    let fileId: number | undefined;
    for (const t of withFile) {
      fileId ??= (await getTicketMessages(owner.client, t.id)).messages.find((m) => m.file)?.file
        ?.id;
    }
    expect(fileId).toBeDefined();
    const resident = await h.signIn(RESIDENT);
    expect((await failure(downloadTicketFile(resident.client, fileId!))).status).toBe(404);
  });

  it('needs a session', async () => {
    const h = createHarness();
    const { client } = h.client();
    expect((await failure(getTickets(client))).status).toBe(401);
    const created = await raw(h, 'POST', 'api/tickets', {
      json: { department_id: 1, type: 'question', subject: 'a', comment: 'b' },
    });
    expect(created.status).toBe(401);
  });
});

describe('malformed bodies on ticket routes', () => {
  const huge = 'x'.repeat(10_001);
  const valid = {
    department_id: 1,
    type: 'question',
    subject: 'Door',
    comment: 'The door squeaks.',
  };
  const table: [string, string, unknown][] = [
    ['POST', 'api/tickets', {}],
    ['POST', 'api/tickets', { ...valid, department_id: 'one' }],
    ['POST', 'api/tickets', { ...valid, department_id: 999 }],
    ['POST', 'api/tickets', { ...valid, type: 'rant' }],
    ['POST', 'api/tickets', { ...valid, subject: '' }],
    ['POST', 'api/tickets', { ...valid, comment: huge }],
    ['POST', 'api/tickets', { ...valid, subject: 42 }],
    ['POST', 'api/tickets', [1, 2]],
    ['POST', 'api/tickets', 'not json'],
    ['POST', 'api/tickets/301/messages', {}],
    ['POST', 'api/tickets/301/messages', { text: 5 }],
    ['POST', 'api/tickets/301/messages', { text: huge }],
    ['POST', 'api/tickets/999999/messages', { text: 'hello' }],
    ['POST', 'api/tickets/abc/messages', { text: 'hello' }],
    ['PATCH', 'api/tickets/301', { closed: 'yes' }],
    ['PATCH', 'api/tickets/301', { status: 'open' }],
    ['PATCH', 'api/tickets/999999', {}],
  ];
  it.each(table)('%s %s %j answers 4xx with a message', async (method, path, json) => {
    const h = createHarness();
    const { session } = await h.signIn();
    const answer =
      typeof json === 'string'
        ? await raw(h, method, path, { body: json, session })
        : await raw(h, method, path, { json, session });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('refuses a multipart body whose file part is text', async () => {
    const h = createHarness();
    const { session } = await h.signIn();
    const form = new FormData();
    form.set('text', 'hello');
    form.set('file', 'not a file');
    const answer = await raw(h, 'POST', 'api/tickets/301/messages', { body: form, session });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/file/);
  });
});
