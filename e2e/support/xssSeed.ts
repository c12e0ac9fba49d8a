// Seeding for the XSS suite (issue 27 §2): the corpus written once into every place text is shown.
// Users' texts go through the real API as the owner would type them (tickets, their messages and
// file names, bookings for guests with names and a comment; tickets again as the resident); texts only the server writes go
// through the demo API's `/__demo/texts` (docs/demo-api.md).
import { inject } from 'vitest';
import { fixtures, outbox } from './demo';
import { signInAs, signInOwner, type ApiSession } from './session';
import { CORPUS, type Payload } from './xssCorpus';

export interface Seeded {
  session: ApiSession;
  /** Sink → payload numbers written there (the coverage's rows). */
  sinks: Record<string, number[]>;
  /** The ticket holding every payload as a message (every third with a file so named). */
  ticketId: number;
  /** The resident's own ticket holding every payload as a message (their support screen). */
  residentTicketId: number;
  /** The help article holding every payload (a CMS page). */
  articleId: number;
  /** A guest's reservation link with a live time hash (its apartment's address is a payload). */
  guestLink: string;
}

function headers(session: ApiSession, json = true): Record<string, string> {
  return {
    accept: 'application/json',
    'access-token': session.accessToken,
    'refresh-token': session.refreshToken,
    'user-language': 'en',
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

async function call<T>(path: string, init: RequestInit): Promise<{ status: number; data?: T }> {
  const response = await fetch(new URL(path, inject('apiBase')), init);
  const body = (await response.json().catch(() => ({}))) as { data?: T };
  return { status: response.status, ...(body.data !== undefined ? { data: body.data } : {}) };
}

/** A calendar day `days` after the server's today (YYYY-MM-DD). */
function dayAfter(days: number): string {
  const now = inject('sakhliTestNow') ?? Date.now();
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}

/** Writes the whole corpus everywhere; a payload an API refuses (too long) is left out of that sink. */
export async function seedCorpus(): Promise<Seeded> {
  const sinks: Record<string, number[]> = {};
  const add = (sink: string, p: Payload) => (sinks[sink] ??= []).push(p.n);

  // The server's own texts. Kinds with few rows (six addresses, four services) take them in
  // order, so the hardest go first: a formula (CSV exports), the 10,000-character word, RTL, mXSS.
  const first = [
    CORPUS.find((p) => p.text.startsWith('=')),
    CORPUS.reduce((a, b) => (b.text.length > a.text.length ? b : a)),
    CORPUS.find((p) => p.text.includes('\u202E')),
    CORPUS.find((p) => p.text.startsWith('<noscript><style>')),
  ].filter((p): p is Payload => p !== undefined);
  const serverOrder = [...first, ...CORPUS.filter((p) => !first.includes(p))];
  const serverSeed = await fetch(new URL('__demo/texts', inject('apiBase')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ texts: serverOrder.map((p) => p.text) }),
  });
  if (!serverSeed.ok) throw new Error(`/__demo/texts answered ${serverSeed.status}`);
  const { sinks: serverSinks } = (await serverSeed.json()) as { sinks: Record<string, number> };
  for (const [sink, rows] of Object.entries(serverSinks)) {
    sinks[`server: ${sink}`] = serverOrder.slice(0, rows).map((p) => p.n);
  }

  const session = await signInOwner();
  const json = headers(session);
  const ticketId = await seedTickets(session, '', add);
  // The resident sees only their own tickets (spec: a user's support screen): the same again.
  const { accounts } = await fixtures();
  const resident = accounts.find((a) => a.role === 'resident')!;
  const residentTicketId = await seedTickets(
    await signInAs(resident.email, resident.password),
    "resident's ",
    add,
  );

  // Bookings for guests, made by the owner: the guest's names (100 characters) and a comment
  // (2,000) are the payload, cut to the fields' limits. Three nights apart on the owner's flats.
  const data = (await fixtures()) as { apartments?: { id: number; ownerId: number }[] };
  const owned = (data.apartments ?? []).filter((a) => a.ownerId === 1).map((a) => a.id);
  for (const p of CORPUS) {
    const start = 120 + Math.floor((p.n - 1) / owned.length) * 3;
    const booked = await call('api/bookings', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        apartment_id: owned[(p.n - 1) % owned.length],
        income_date: dayAfter(start),
        exit_date: dayAfter(start + 2),
        adults: 1,
        children: 0,
        children_ages: [],
        payment_type: 'cash',
        comment: p.text.slice(0, 2000),
        guest: {
          name: p.text.slice(0, 100),
          last_name: p.text.slice(0, 100),
          email: `guest${p.n}@example.com`,
        },
      }),
    });
    if (booked.status === 201) add('booking guests and comments', p);
    else throw new Error(`booking for payload ${p.n} answered ${booked.status}`);
  }

  // A guest's reservation link with a live time hash (the e-mail the guest would open).
  const [link] = (await fixtures()).guestLinks!;
  const asked = await call(`api/qr/booking/${link!.apartmentId}/${link!.hash}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-language': 'en' },
    body: JSON.stringify({ email: 'xss.guest@example.com' }),
  });
  if (asked.status !== 200) throw new Error(`the guest link answered ${asked.status}`);
  const mail = (await outbox<{ to: string; link?: string }>())
    .filter((m) => m.to === 'xss.guest@example.com' && m.link)
    .at(-1);

  // The help article with every payload: the last topic's first article (/__demo/texts).
  const topics = await call<{ articles: { id: number }[] }[]>('api/helpCenter/topics', {
    headers: json,
  });
  return {
    session,
    sinks,
    ticketId,
    residentTicketId,
    articleId: topics.data!.at(-1)!.articles[0]!.id,
    guestLink: mail!.link!,
  };
}

/**
 * Tickets as `session`'s user types them: a subject per payload, and one conversation with every
 * payload, files named after every third; answers the conversation's id.
 */
async function seedTickets(
  session: ApiSession,
  whose: string,
  add: (sink: string, p: Payload) => void,
): Promise<number> {
  const json = headers(session);
  for (const p of CORPUS) {
    const made = await call('api/tickets', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        department_id: 1,
        type: 'question',
        subject: p.text.slice(0, 200),
        comment: p.text,
      }),
    });
    if (made.status === 200) add(`${whose}ticket subjects`, p);
  }
  const conversation = await call<{ ticketId: number }>('api/tickets', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ department_id: 1, type: 'problem', subject: 'XSS', comment: 'XSS' }),
  });
  const ticketId = conversation.data!.ticketId;
  for (const p of CORPUS) {
    const form = new FormData();
    form.set('text', p.text);
    // File names are written by the user's system: every third message carries one.
    if (p.n % 3 === 0)
      form.set('file', new Blob(['hello'], { type: 'text/plain' }), `${p.text.slice(0, 200)}.txt`);
    const sent = await call(`api/tickets/${ticketId}/messages`, {
      method: 'POST',
      headers: headers(session, false),
      body: form,
    });
    if (sent.status === 200) {
      add(`${whose}ticket messages`, p);
      if (p.n % 3 === 0) add(`${whose}ticket file names`, p);
    }
  }
  return ticketId;
}
