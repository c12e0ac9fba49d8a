// Support tickets (spec §3 Ticket, §4 Ticket): departments, conversations in ge/en/ru, attachments, support replies.
import type { Language } from '@sakhli/sdk';
import type { Localized } from './apartments';
import type { Db } from './db';
import { notify } from './notifications';

export const TICKET_TYPES = ['question', 'problem', 'request'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** Support answers this long after a user's message, measured by the injectable clock (visible to a poll). */
export const SUPPORT_REPLY_DELAY_MS = 2000;
/** Attachments: types and size a ticket accepts (issue 3: clear 4xx past them). */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'text/plain',
] as const;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export interface Department {
  id: number;
  name: Localized;
}

export interface Attachment {
  id: number;
  ticketId: number;
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface TicketMessage {
  id: number;
  ticketId: number;
  author: 'user' | 'support';
  authorName: string;
  text: string;
  createdAt: string;
  fileId?: number;
  /** Support messages stay unread until the user opens the conversation. */
  read: boolean;
}

export interface Ticket {
  id: number;
  accountId: number;
  departmentId: number;
  type: TicketType;
  subject: string;
  status: 'open' | 'closed';
  createdAt: string;
  updatedAt: string;
}

export interface PendingReply {
  ticketId: number;
  dueAt: number;
  language: Language;
}

export interface TicketsState {
  departments: Department[];
  tickets: Ticket[];
  messages: TicketMessage[];
  attachments: Attachment[];
  pendingReplies: PendingReply[];
}

const departments: Department[] = [
  { id: 1, name: { ge: 'ტექნიკური სამსახური', en: 'Maintenance', ru: 'Техническая служба' } },
  { id: 2, name: { ge: 'ბილინგი და გადახდები', en: 'Billing and payments', ru: 'Счета и оплата' } },
  { id: 3, name: { ge: 'რეცეფცია', en: 'Reception', ru: 'Ресепшен' } },
  { id: 4, name: { ge: 'ჯავშნები', en: 'Bookings', ru: 'Бронирования' } },
];

const SUPPORT_NAME: Localized = { ge: 'მხარდაჭერა', en: 'Support', ru: 'Поддержка' };

const replies: Localized = {
  ge: 'გმადლობთ, თქვენი შეტყობინება მივიღეთ. სპეციალისტი მალე დაგიკავშირდებათ.',
  en: 'Thank you, we have received your message. A specialist will get back to you shortly.',
  ru: 'Спасибо, мы получили ваше сообщение. Специалист скоро свяжется с вами.',
};

// A 1×1 PNG, a one-page PDF and a text file: real files a browser can open.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);
const encoder = new TextEncoder();
function pdf(line: string): Uint8Array {
  const stream = `BT /F1 14 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(out);
}

type SeedMessage = [
  author: 'user' | 'support',
  text: string,
  hoursAgo: number,
  file?: [name: string, type: string, bytes: Uint8Array],
];
type SeedTicket = [
  accountId: number,
  departmentId: number,
  type: TicketType,
  subject: string,
  status: Ticket['status'],
  messages: SeedMessage[],
];

const seeded: SeedTicket[] = [
  [
    1,
    1,
    'problem',
    'კონდიციონერი არ მუშაობს',
    'open',
    [
      [
        'user',
        'გამარჯობა! ბ. 58-ში კონდიციონერი არ ირთვება. ფოტოს ვურთავ.',
        30,
        ['კონდიციონერი.png', 'image/png', PNG],
      ],
      ['support', 'გამარჯობა, ნინო! ტექნიკოსი ხვალ 12:00-ზე მოვა.', 26],
      ['user', 'გმადლობთ, ვიქნები სახლში.', 25],
    ],
  ],
  [
    1,
    2,
    'question',
    'Invoice for October',
    'open',
    [
      ['user', 'Hello, could you send me the VAT invoice for October for apartment 17?', 50],
      [
        'support',
        'Of course — the invoice is attached.',
        48,
        ['invoice-october.pdf', 'application/pdf', pdf('Invoice October 2026 - VAT 18%')],
      ],
    ],
  ],
  [
    1,
    4,
    'request',
    'Продление бронирования',
    'closed',
    [
      ['user', 'Здравствуйте! Гость в кв. 1504 хочет продлить проживание на две ночи.', 200],
      ['support', 'Продление оформлено, новая дата выезда — 14 ноября.', 198],
      ['user', 'Отлично, спасибо!', 197],
    ],
  ],
  [
    1,
    3,
    'question',
    'Parking pass for a guest',
    'closed',
    [
      ['user', 'Can a guest get a parking pass for block C?', 400],
      [
        'support',
        'Yes, reception issues it on arrival. Rules attached.',
        399,
        [
          'parking-rules.txt',
          'text/plain',
          encoder.encode(
            'Parking rules, block C\n1. Passes are issued at reception.\n2. Max 1 car per apartment.\n',
          ),
        ],
      ],
    ],
  ],
  [
    1,
    1,
    'problem',
    'Leaking tap <b>urgent</b>',
    'open',
    [
      [
        'user',
        'The kitchen tap in apt 2210 leaks. <img src=x onerror=alert(1)> (copied from an e-mail)',
        6,
      ],
    ],
  ],
  [
    2,
    1,
    'problem',
    'Broken intercom',
    'open',
    [
      ['user', 'The intercom at block A entrance does not ring apartment 17.', 70],
      ['support', 'Thank you, an electrician is scheduled for Monday.', 68],
    ],
  ],
  [
    2,
    2,
    'question',
    'Оплата за воду',
    'closed',
    [
      ['user', 'Почему счёт за воду в этом месяце выше обычного?', 300],
      [
        'support',
        'Показания счётчика проверены: расход вырос на 3 м³. Детализация в приложении.',
        296,
        ['water-details.pdf', 'application/pdf', pdf('Water consumption details')],
      ],
    ],
  ],
];

export function seedTickets(db: Db): TicketsState {
  const now = db.clock.ms();
  const state: TicketsState = {
    departments,
    tickets: [],
    messages: [],
    attachments: [],
    pendingReplies: [],
  };
  seeded.forEach(([accountId, departmentId, type, subject, status, messages], index) => {
    const id = 301 + index;
    const account = db.accounts.accounts.find((a) => a.id === accountId)!;
    const times = messages.map(([, , hoursAgo]) =>
      new Date(now - hoursAgo * 3_600_000).toISOString(),
    );
    state.tickets.push({
      id,
      accountId,
      departmentId,
      type,
      subject,
      status,
      createdAt: times[0]!,
      updatedAt: times.at(-1)!,
    });
    messages.forEach(([author, text, , file], m) => {
      let fileId: number | undefined;
      if (file) {
        fileId = db.ids.id();
        state.attachments.push({
          id: fileId,
          ticketId: id,
          name: file[0],
          type: file[1],
          bytes: file[2],
        });
      }
      state.messages.push({
        id: db.ids.id(),
        ticketId: id,
        author,
        authorName:
          author === 'user'
            ? `${account.firstName} ${account.lastName}`
            : SUPPORT_NAME[account.language],
        text,
        createdAt: times[m]!,
        ...(fileId ? { fileId } : {}),
        // The newest support answer of an open ticket is still unread.
        read: !(author === 'support' && status === 'open' && m === messages.length - 1),
      });
    });
  });
  return state;
}

/** Posts the support replies that are due by now (called before reads, so a poll sees them). */
export function deliverDueReplies(db: Db): void {
  const now = db.clock.ms();
  const due = db.tickets.pendingReplies.filter((p) => p.dueAt <= now);
  if (due.length === 0) return;
  db.tickets.pendingReplies = db.tickets.pendingReplies.filter((p) => p.dueAt > now);
  for (const reply of due) {
    const ticket = db.tickets.tickets.find((t) => t.id === reply.ticketId);
    if (!ticket || ticket.status === 'closed') continue;
    const at = new Date(reply.dueAt).toISOString();
    db.tickets.messages.push({
      id: db.ids.id(),
      ticketId: ticket.id,
      author: 'support',
      authorName: SUPPORT_NAME[reply.language],
      text: replies[reply.language],
      createdAt: at,
      read: false,
    });
    ticket.updatedAt = at;
    notify(db, {
      accountId: ticket.accountId,
      kind: 'message',
      title: { ge: 'პასუხი მხარდაჭერიდან', en: 'Support replied', ru: 'Ответ поддержки' },
      body: {
        ge: `მიმართვა #${ticket.id}: ${ticket.subject}`,
        en: `Ticket #${ticket.id}: ${ticket.subject}`,
        ru: `Обращение #${ticket.id}: ${ticket.subject}`,
      },
      link: `/support?ticket=${ticket.id}`,
    });
  }
}

/** Schedules support's answer to a user's message (one pending reply per ticket at a time). */
export function scheduleReply(db: Db, ticketId: number, language: Language): void {
  if (db.tickets.pendingReplies.some((p) => p.ticketId === ticketId)) return;
  db.tickets.pendingReplies.push({
    ticketId,
    dueAt: db.clock.ms() + SUPPORT_REPLY_DELAY_MS,
    language,
  });
}
