// Every state of the ticket chat in ge, en and ru against the demo API (MSW): a session from a
// real login + 2FA through the API, fixtures where the seed has them, MSW overrides for the rest.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Language, Ticket, TicketMessage } from '@sakhli/sdk';
import { signInOwner } from '../../test/signInOwner';
import { SakhliProvider } from '../shell/SakhliProvider';
import { TicketChat, type TicketChatProps } from './TicketChat';

interface Signed {
  session: { accessToken: string; refreshToken: string } | null;
  tickets: Ticket[];
}

const signed: Signed = { session: null, tickets: [] };

/** Signs the owner in as the portal would (login, then the e-mailed code) and reads their tickets. */
async function signIn() {
  localStorage.clear();
  const { session, headers } = await signInOwner();
  signed.session = session;
  const list = await fetch('/api/tickets/list?per_page=50', {
    headers: { accept: 'application/json', ...headers },
  });
  signed.tickets = ((await list.json()) as { data: { items: Ticket[] } }).data.items;
}

type Pick = (tickets: Ticket[]) => Ticket | undefined;

const meta = {
  title: 'Widgets/TicketChat',
  component: TicketChat,
  parameters: { sakhli: { root: false } },
  render: (args, { globals, parameters }) => {
    const language = (globals.language ?? 'en') as Language;
    const pick = parameters.ticket as Pick | undefined;
    const ticket = pick?.(signed.tickets);
    const session = parameters.signedOut ? undefined : (signed.session ?? undefined);
    return (
      <SakhliProvider
        language={language}
        theme={globals.theme === 'dark' ? 'dark' : 'light'}
        {...(session ? { session } : {})}
      >
        <TicketChat {...args} {...(ticket ? { ticketId: ticket.id } : {})} />
      </SakhliProvider>
    );
  },
} satisfies Meta<typeof TicketChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const DAY = 86_400_000;
const base = Date.parse('2026-11-02T09:00:00Z');
const department = { id: 1, name: 'Maintenance' };

function fakeTicket(id: number): Ticket {
  return {
    id,
    subject: `Ticket ${id}: ${['Leaking tap', 'Invoice copy', 'Parking pass', 'Intercom'][id % 4]}`,
    type: 'question',
    status: id % 3 === 0 ? 'closed' : 'open',
    department,
    created_at: new Date(base + id * DAY).toISOString(),
    updated_at: new Date(base + id * DAY).toISOString(),
    last_message: {
      author: 'support',
      text: 'We are on it.',
      created_at: new Date(base).toISOString(),
    },
    unread: id % 4 === 1 ? 2 : 0,
  };
}

/** 25 tickets (three pages), served with `items_count` like the API. */
const manyTickets = http.get('*/api/tickets/list', ({ request }) => {
  const url = new URL(request.url);
  const perPage = Number(url.searchParams.get('per_page') ?? 10);
  const all = Array.from({ length: 25 }, (_, i) => fakeTicket(25 - i));
  return HttpResponse.json({ data: { items: all.slice(0, perPage) }, meta: { items_count: 25 } });
});

const noTickets = http.get('*/api/tickets/list', () =>
  HttpResponse.json({ data: { items: [] }, meta: { items_count: 0 } }),
);

/** A conversation of 40 messages over five days, with a long unbroken word and a link. */
const longConversation = http.get('*/api/tickets/:id/messages', ({ params }) => {
  const id = Number(params.id);
  const messages: TicketMessage[] = Array.from({ length: 40 }, (_, i) => ({
    id: 1000 + i,
    ticket_id: id,
    author: i % 2 === 0 ? 'user' : 'support',
    author_name: i % 2 === 0 ? 'Nino Beridze' : 'Sakhli support',
    text:
      i === 5
        ? `See https://sakhli.ge/help?topic=1 and ${'Unbroken'.repeat(20)}`
        : `Message ${i + 1}: the radiator in the bedroom is still cold.`,
    created_at: new Date(base + Math.floor(i / 8) * DAY + i * 600_000).toISOString(),
    file: null,
  }));
  return HttpResponse.json({
    data: { ticket: { ...fakeTicket(id), id, status: 'open' }, messages },
  });
});

const failingSend = http.post('*/api/tickets/:id/messages', () => HttpResponse.error());
// The API's own throttle answer: its words, and the wait the note says from Retry-After.
const throttledSend = http.post('*/api/tickets/:id/messages', () =>
  HttpResponse.json(
    { message: 'Too many attempts. Try again in 30 s.' },
    { status: 429, headers: { 'Retry-After': '30' } },
  ),
);

const failingDepartments = http.get('*/api/tickets/departments', () =>
  HttpResponse.json({ message: 'Departments are resting.' }, { status: 400 }),
);

const failingList = http.get('*/api/tickets/list', () =>
  HttpResponse.json({ message: 'The desk is resting.' }, { status: 400 }),
);

const open: Pick = (t) => t.find((x) => x.status === 'open');
const closed: Pick = (t) => t.find((x) => x.status === 'closed');
/** The seeded air-conditioner ticket, whose first message carries a PNG. */
const withAttachment: Pick = (t) => t.find((x) => x.subject.startsWith('კონდიციონერი'));

interface State {
  ticket?: Pick;
  signedOut?: boolean;
  handlers?: RequestHandler[];
  play?: Story['play'];
  args?: TicketChatProps;
}

/** One story of a state in a language. */
function story(language: Language, state: State): Story {
  return {
    globals: { language },
    parameters: { ticket: state.ticket, signedOut: state.signedOut },
    ...(state.args ? { args: state.args } : {}),
    async beforeEach({ msw }) {
      await signIn();
      if (state.handlers) msw.use(...state.handlers);
    },
    ...(state.play ? { play: state.play } : {}),
  };
}

const list: State = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list')).toBeVisible();
  },
};
const many: State = {
  handlers: [manyTickets],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('listitem');
    await expect(items).toHaveLength(10);
  },
};
const empty: State = {
  handlers: [noTickets],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The header's and the empty state's "New ticket".
    await waitFor(() => expect(canvas.getAllByRole('button')).toHaveLength(2));
  },
};
const conversation = (extra: Partial<State> = {}): State => ({
  ticket: withAttachment,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log');
    // The seeded ticket carries a picture, downloaded by its name.
    await expect(within(log).getByRole('button', { name: /\.png/ })).toBeVisible();
  },
  ...extra,
});
const long: State = conversation({
  handlers: [longConversation],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log');
    await expect(within(log).getAllByRole('article')).toHaveLength(40);
    // The long word wraps inside the widget.
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth + 1);
  },
});
const failed: State = {
  ticket: open,
  handlers: [failingSend],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log');
    const composer = canvas.getAllByRole('textbox')[0]!;
    await userEvent.type(composer, 'Is anyone there?{Enter}');
    const bubble = await canvas.findByText('Is anyone there?', { selector: 'p' });
    // Shown at once as sending, then marked failed (with Retry) when the network error arrives.
    await waitFor(() => expect(bubble.closest('[data-pending="failed"]')).not.toBeNull());
  },
};
/** A send refused with a 429: "Not sent" says when to try again, in the one alert (no toast). */
const throttled: State = {
  ticket: open,
  handlers: [throttledSend],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log');
    const composer = canvas.getAllByRole('textbox')[0]!;
    await userEvent.type(composer, 'Is anyone there?{Enter}');
    const note = await canvas.findByRole('alert');
    await waitFor(() => expect(note).toHaveTextContent(/30/));
    await expect(within(document.body).getAllByRole('alert')).toEqual([note]);
    await expect(canvas.getByText('Is anyone there?', { selector: 'p' })).toBeVisible();
  },
};
const listError: State = {
  handlers: [failingList],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = await canvas.findByRole('alert');
    await expect(within(failed).getByRole('button')).toBeVisible();
    // Said once, in place, with the server's words: no toast repeats them.
    await expect(within(document.body).getAllByRole('alert')).toEqual([failed]);
    await expect(failed).toHaveTextContent('The desk is resting.');
    await expect(within(document.body).getAllByText('The desk is resting.')).toHaveLength(1);
  },
};
const closedTicket: State = {
  ticket: closed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log');
    // Read-only: no composer.
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
  },
};
const signedOut: State = {
  signedOut: true,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(Sign in|შედით|Войдите)/)).toBeVisible();
    await expect(canvas.queryAllByRole('list')).toHaveLength(0);
  },
};
const newForm: State = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list');
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    // The form's subject field (the list has no text box).
    const boxes = await canvas.findAllByRole('textbox');
    await expect(boxes).toHaveLength(2);
  },
};

const newFormDepartmentsError: State = {
  handlers: [failingDepartments],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list');
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    // Beside the department select, with its retry (a new ticket needs a department).
    const form = (await canvas.findAllByRole('textbox'))[0]!.closest('form')!;
    const failed = await within(form).findByRole('alert');
    await expect(within(failed).getByRole('button')).toBeVisible();
    await expect(failed).toHaveTextContent('Departments are resting.');
  },
};

export const ListEn = story('en', list);
export const ListGe = story('ge', list);
export const ListRu = story('ru', list);
export const ManyTicketsEn = story('en', many);
export const ManyTicketsGe = story('ge', many);
export const ManyTicketsRu = story('ru', many);
export const EmptyListEn = story('en', empty);
export const EmptyListGe = story('ge', empty);
export const EmptyListRu = story('ru', empty);
export const AttachmentEn = story('en', conversation());
export const AttachmentGe = story('ge', conversation());
export const AttachmentRu = story('ru', conversation());
export const LongConversationEn = story('en', long);
export const LongConversationGe = story('ge', long);
export const LongConversationRu = story('ru', long);
export const FailedSendEn = story('en', failed);
export const FailedSendGe = story('ge', failed);
export const FailedSendRu = story('ru', failed);
export const ThrottledSendEn = story('en', throttled);
export const ThrottledSendGe = story('ge', throttled);
export const ThrottledSendRu = story('ru', throttled);
export const ListErrorEn = story('en', listError);
export const ListErrorGe = story('ge', listError);
export const ListErrorRu = story('ru', listError);
export const ClosedEn = story('en', closedTicket);
export const ClosedGe = story('ge', closedTicket);
export const ClosedRu = story('ru', closedTicket);
export const SignedOutEn = story('en', signedOut);
export const SignedOutGe = story('ge', signedOut);
export const SignedOutRu = story('ru', signedOut);
export const NewTicketDepartmentsErrorEn = story('en', newFormDepartmentsError);
export const NewTicketDepartmentsErrorGe = story('ge', newFormDepartmentsError);
export const NewTicketDepartmentsErrorRu = story('ru', newFormDepartmentsError);
export const NewTicketEn = story('en', newForm);
export const NewTicketGe = story('ge', newForm);
export const NewTicketRu = story('ru', newForm);
