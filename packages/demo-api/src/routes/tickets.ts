// spec §7 Tickets: departments, list, conversation, attachments, create, message and close.
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { file as fileRule, formatBytes, required } from '@sakhli/sdk';
import {
  check,
  fail,
  found,
  HttpFailure,
  idParam,
  ok,
  page,
  requireUser,
  say,
  type AppContext,
  type AppEnv,
} from '../http';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  deliverDueReplies,
  scheduleReply,
  TICKET_TYPES,
  type Ticket,
  type TicketMessage,
} from '../store/tickets';
import { enforce, optionalJson, text } from './identityFields';

const attachmentRule = fileRule({ types: ATTACHMENT_TYPES, maxBytes: ATTACHMENT_MAX_BYTES });

const idField = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'Expected a numeric id.'), v.transform(Number)),
]);
const createFields = v.object({
  department_id: idField,
  type: v.picklist(TICKET_TYPES),
  subject: text(200),
  comment: text(),
});
const messageFields = v.object({ text: v.optional(text(), '') });
const listQuery = v.object({
  status: v.optional(v.picklist(['open', 'closed'])),
  department: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'Expected a numeric id.'), v.transform(Number)),
  ),
  page: v.optional(v.string()),
  per_page: v.optional(v.string()),
});
const closeBody = v.strictObject({ closed: v.optional(v.literal(true)) });

/**
 * Reads the fields of a JSON or multipart body and its optional `file` part.
 * Multipart carries attachments; JSON is accepted too so scripts can post plain text.
 */
async function readFields(
  c: AppContext,
): Promise<{ fields: Record<string, unknown>; file?: File }> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new HttpFailure(400, 'The form data could not be read.');
    }
    const { file, ...fields } = form;
    if (Array.isArray(file)) throw new HttpFailure(400, 'Attach one file per message.');
    if (file !== undefined && !(file instanceof File))
      throw new HttpFailure(400, 'Invalid request (file): expected a file.');
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value !== 'string')
        throw new HttpFailure(400, `Invalid request (${key}): expected text.`);
    }
    return { fields, ...(file ? { file } : {}) };
  }
  return { fields: await optionalJson(c) };
}

/** spec §5 file rule on an attachment: 415 for a type, 413 for a size past the limit. */
function checkAttachment(c: AppContext, file: File): void {
  const result = attachmentRule({ name: file.name, type: file.type, size: file.size });
  if (result) fail(c, result.id === 'validation.fileSize' ? 413 : 415, result.id, result.values);
  // The declared type must agree with the name: `setup.exe` sent as image/png is refused too.
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (EXTENSIONS[file.type] && !EXTENSIONS[file.type]!.includes(extension)) {
    fail(c, 415, 'validation.fileType');
  }
}

const EXTENSIONS: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'log', 'text'],
};

async function storeAttachment(c: AppContext, ticketId: number, file: File): Promise<number> {
  const db = c.var.db;
  const id = db.ids.id();
  // Keep the name as text only: no path parts; widgets still render it as plain text.
  const name = (file.name.split(/[\\/]/).pop() ?? 'file').slice(0, 255) || 'file';
  db.tickets.attachments.push({
    id,
    ticketId,
    name,
    type: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  return id;
}

function ticketOf(c: AppContext, id: number): Ticket {
  return found(
    c.var.db.tickets.tickets.find((t) => t.id === id && t.accountId === c.var.account.id),
    'Ticket not found.',
  );
}

function messageOut(c: AppContext, m: TicketMessage) {
  const file = m.fileId ? c.var.db.tickets.attachments.find((a) => a.id === m.fileId) : undefined;
  return {
    id: m.id,
    ticket_id: m.ticketId,
    author: m.author,
    author_name: m.authorName,
    text: m.text,
    created_at: m.createdAt,
    file: file
      ? { id: file.id, name: file.name, type: file.type, size: file.bytes.byteLength }
      : null,
  };
}

function ticketOut(c: AppContext, t: Ticket) {
  const db = c.var.db;
  const messages = db.tickets.messages.filter((m) => m.ticketId === t.id);
  const last = messages.at(-1);
  const department = db.tickets.departments.find((d) => d.id === t.departmentId)!;
  return {
    id: t.id,
    subject: t.subject,
    type: t.type,
    status: t.status,
    department: { id: department.id, name: department.name[c.var.lang] },
    created_at: t.createdAt,
    updated_at: t.updatedAt,
    last_message: last
      ? { author: last.author, text: last.text, created_at: last.createdAt }
      : null,
    unread: messages.filter((m) => m.author === 'support' && !m.read).length,
  };
}

function addMessage(
  c: AppContext,
  ticket: Ticket,
  textValue: string,
  fileId?: number,
): TicketMessage {
  const db = c.var.db;
  const account = c.var.account;
  const message: TicketMessage = {
    id: db.ids.id(),
    ticketId: ticket.id,
    author: 'user',
    authorName: `${account.firstName} ${account.lastName}`,
    text: textValue,
    createdAt: db.clock.now().toISOString(),
    ...(fileId ? { fileId } : {}),
    read: true,
  };
  db.tickets.messages.push(message);
  ticket.updatedAt = message.createdAt;
  scheduleReply(db, ticket.id, c.var.lang);
  return message;
}

/**
 * Stops reading a body well before it could hold an attachment past the limit plus its text fields,
 * so a huge upload is refused without being buffered whole.
 */
const uploadLimit = bodyLimit({
  maxSize: ATTACHMENT_MAX_BYTES + 128 * 1024,
  onError: (c) =>
    fail(c as AppContext, 413, 'validation.fileSize', { max: formatBytes(ATTACHMENT_MAX_BYTES) }),
});

export function ticketsRoutes(app: Hono<AppEnv>) {
  app.use('/api/tickets/*', requireUser, async (c, next) => {
    deliverDueReplies(c.var.db);
    await next();
  });

  app.get('/api/tickets/departments', (c) =>
    ok(
      c,
      c.var.db.tickets.departments.map((d) => ({ id: d.id, name: d.name[c.var.lang] })),
    ),
  );

  app.get('/api/tickets/list', (c) => {
    const query = check(listQuery, c.req.query(), c);
    const rows = c.var.db.tickets.tickets
      .filter((t) => t.accountId === c.var.account.id)
      .filter((t) => !query.status || t.status === query.status)
      .filter((t) => !query.department || t.departmentId === query.department)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map((t) => ticketOut(c, t));
    return page(c, rows);
  });

  app.get('/api/tickets/file/:id', (c) => {
    const id = idParam(c, 'id');
    const db = c.var.db;
    const file = db.tickets.attachments.find((a) => a.id === id);
    // Someone else's file is as unknown as a missing one.
    if (
      !file ||
      !db.tickets.tickets.some((t) => t.id === file.ticketId && t.accountId === c.var.account.id)
    ) {
      throw new HttpFailure(404, 'File not found.');
    }
    return new Response(new Blob([file.bytes as Uint8Array<ArrayBuffer>]), {
      headers: {
        'content-type': file.type,
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'x-content-type-options': 'nosniff',
      },
    });
  });

  app.get('/api/tickets/:id/messages', (c) => {
    const ticket = ticketOf(c, idParam(c, 'id'));
    const messages = c.var.db.tickets.messages.filter((m) => m.ticketId === ticket.id);
    const out = { ticket: ticketOut(c, ticket), messages: messages.map((m) => messageOut(c, m)) };
    // Opening the conversation reads support's answers.
    for (const m of messages) m.read = true;
    return ok(c, out);
  });

  app.post('/api/tickets/:id/messages', uploadLimit, async (c) => {
    const ticket = ticketOf(c, idParam(c, 'id'));
    const { fields, file } = await readFields(c);
    const input = check(messageFields, fields, c);
    // spec §4: a closed ticket takes no messages (422, not 409: 409 is silent in the UI, spec §8).
    if (ticket.status === 'closed') fail(c, 422, 'error.ticketClosed');
    if (!file) enforce(c, required(input.text));
    if (file) checkAttachment(c, file);
    const fileId = file ? await storeAttachment(c, ticket.id, file) : undefined;
    return ok(c, messageOut(c, addMessage(c, ticket, input.text.trim(), fileId)));
  });

  app.post('/api/tickets', uploadLimit, async (c) => {
    const { fields, file } = await readFields(c);
    const input = check(createFields, fields, c);
    enforce(c, required(input.subject), required(input.comment));
    const db = c.var.db;
    if (!db.tickets.departments.some((d) => d.id === input.department_id)) {
      throw new HttpFailure(422, `Unknown department ${input.department_id}.`);
    }
    if (file) checkAttachment(c, file);
    const now = db.clock.now().toISOString();
    const ticket: Ticket = {
      id: db.ids.id(),
      accountId: c.var.account.id,
      departmentId: input.department_id,
      type: input.type,
      subject: input.subject.trim(),
      status: 'open',
      createdAt: now,
      updatedAt: now,
    };
    db.tickets.tickets.push(ticket);
    const fileId = file ? await storeAttachment(c, ticket.id, file) : undefined;
    addMessage(c, ticket, input.comment.trim(), fileId);
    return ok(c, { ticketId: ticket.id }, { message: say(c, 'success.ticketCreated') });
  });

  app.patch('/api/tickets/:id', async (c) => {
    const ticket = ticketOf(c, idParam(c, 'id'));
    check(closeBody, await optionalJson(c), c);
    if (ticket.status === 'closed') fail(c, 422, 'error.ticketClosed');
    ticket.status = 'closed';
    ticket.updatedAt = c.var.db.clock.now().toISOString();
    c.var.db.tickets.pendingReplies = c.var.db.tickets.pendingReplies.filter(
      (p) => p.ticketId !== ticket.id,
    );
    return ok(c, ticketOut(c, ticket), { message: say(c, 'success.ticketClosed') });
  });
}
