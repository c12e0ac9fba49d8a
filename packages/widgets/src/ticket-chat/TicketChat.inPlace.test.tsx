// Said once (spec §8): a failure the chat shows where it happened, with its retry, is not toasted
// too; one it shows nowhere (a refused close, a poll under what is shown) still is.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type Language } from '@sakhli/sdk';
import { serveDemoApi } from '../guest-booking/testing';
import { SakhliProvider } from '../shell/SakhliProvider';
import { uiMessages } from '../ui/messages';
import { ticketChatMessages } from './messages';
import { API_BASE, renderTicketChat, signIn, type Tokens } from './testing';
import { ticketChatQueries } from './queries';
import { TicketChat } from './TicketChat';

/** Answers `METHOD path` with a 400 and `message` while set; `undefined` lets the demo API answer. */
let refuse: ((request: Request) => Response | undefined) | undefined;
const refusing =
  (method: string, path: RegExp, message: string) =>
  (request: Request): Response | undefined =>
    request.method === method && path.test(new URL(request.url).pathname)
      ? Response.json({ message }, { status: 400 })
      : undefined;

/** Fetches one of a loader helper's queries (a union of options), as a host's loader does. */
const fetchAs = (queryClient: QueryClient, options: object) =>
  queryClient.fetchQuery(options as FetchQueryOptions);

let served: ReturnType<typeof serveDemoApi>;
let session: Tokens;
beforeEach(async () => {
  refuse = undefined;
  served = serveDemoApi({}, { answerInstead: (request) => refuse?.(request) });
  session = await signIn(served.api);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const openTicket = () =>
  served.api.db().tickets.tickets.find((t) => t.accountId === 1 && t.status === 'open')!;

describe('TicketChat: failures shown in place are said once', () => {
  it('a list that fails to load says why in place, with no toast, and Try again loads it', async () => {
    const user = userEvent.setup();
    refuse = refusing('GET', /^\/api\/tickets\/list$/, 'The desk is resting.');
    renderTicketChat({ session });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Something went wrong');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // The server's reason is the state's description, said once (no toast repeats it).
    expect(retry.closest('[role="alert"]')).toHaveTextContent('The desk is resting.');
    expect(screen.getAllByText('The desk is resting.')).toHaveLength(1);
    refuse = undefined;
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Your tickets' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a conversation that fails to load says why in place, with no toast, and Try again opens it', async () => {
    const user = userEvent.setup();
    const ticket = openTicket();
    refuse = refusing('GET', /^\/api\/tickets\/\d+\/messages$/, 'The archive is resting.');
    renderTicketChat({ session, ticketId: ticket.id });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Something went wrong');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // The server's reason is the state's description, said once (no toast repeats it).
    expect(retry.closest('[role="alert"]')).toHaveTextContent('The archive is resting.');
    expect(screen.getAllByText('The archive is resting.')).toHaveLength(1);
    refuse = undefined;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: ticket.subject })).toBeVisible();
    expect(screen.getByRole('log')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a message the server refuses is marked not sent with why, once, with no toast; Retry sends it', async () => {
    const user = userEvent.setup();
    const ticket = openTicket();
    refuse = refusing('POST', /^\/api\/tickets\/\d+\/messages$/, 'Messages are paused.');
    renderTicketChat({ session, ticketId: ticket.id });
    const composer = await screen.findByLabelText('Message', { selector: 'textarea' });
    await user.type(composer, 'Is the boiler fixed?{Enter}');
    const failed = await screen.findByText('Not sent. Your message is kept here.');
    expect(screen.getAllByRole('alert')).toEqual([failed]);
    // The server's reason is said with the note, once: no toast repeats it.
    expect(failed).toHaveTextContent('Messages are paused.');
    expect(screen.getAllByText('Messages are paused.')).toHaveLength(1);
    refuse = undefined;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull());
    expect(within(screen.getByRole('log')).getByText('Is the boiler fixed?')).toBeVisible();
    expect(served.api.db().tickets.messages.at(-1)?.text).toBe('Is the boiler fixed?');
  });

  it('a refused new ticket is said once, in the form; sending again makes it', async () => {
    const user = userEvent.setup();
    refuse = refusing('POST', /^\/api\/tickets$/, 'New tickets are paused.');
    renderTicketChat({ session });
    await user.click(await screen.findByRole('button', { name: 'New ticket' }));
    // The form's code comes on demand (viewCode.ts).
    const department = await screen.findByLabelText('Department', { selector: 'select' });
    await waitFor(() => expect(department.querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(department, department.querySelectorAll('option')[1]!);
    await user.selectOptions(screen.getByLabelText('Type', { selector: 'select' }), 'problem');
    await user.type(screen.getByLabelText('Subject', { selector: 'input' }), 'Door code broken');
    await user.type(screen.getByLabelText('Your message', { selector: 'textarea' }), 'Since 9.');
    const send = screen.getByRole('button', { name: 'Send the ticket' });
    await user.click(send);
    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent('New tickets are paused.');
    expect(screen.getAllByText('New tickets are paused.')).toHaveLength(1);
    refuse = undefined;
    await user.click(send);
    expect(await screen.findByRole('heading', { name: 'Door code broken' })).toBeVisible();
  });

  it('a download that fails says so beside the file, once, with no toast', async () => {
    const user = userEvent.setup();
    const db = served.api.db().tickets;
    const attachment = db.attachments.find((a) =>
      db.tickets.some((t) => t.id === a.ticketId && t.accountId === 1),
    )!;
    refuse = refusing('GET', /^\/api\/tickets\/file\/\d+$/, 'The file store is resting.');
    renderTicketChat({ session, ticketId: attachment.ticketId });
    await user.click(await screen.findByRole('button', { name: `Download ${attachment.name}` }));
    const failed = await screen.findByText('The file could not be downloaded.');
    expect(screen.getAllByRole('alert')).toEqual([failed]);
    expect(screen.queryByText('The file store is resting.')).toBeNull();
  });

  it.each<[Language, string, string]>([
    ['ge', 'რაღაც შეცდომა მოხდა', 'თავიდან ცდა'],
    ['ru', 'Что-то пошло не так', 'Повторить'],
  ])('says a failed list in place in %s', async (language, title, retry) => {
    refuse = refusing('GET', /^\/api\/tickets\/list$/, 'The desk is resting.');
    renderTicketChat({ session, language });
    const button = await screen.findByRole('button', { name: retry });
    expect(button.closest('[role="alert"]')).toHaveTextContent(title);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('has its in-place texts in ge, en and ru', () => {
    const texts = [
      uiMessages['ui.error.title'],
      uiMessages['ui.retry'],
      ticketChatMessages['ticketChat.pending.failed'],
      ticketChatMessages['ticketChat.pending.retry'],
      ticketChatMessages['ticketChat.attachment.failed'],
    ];
    for (const text of texts) {
      for (const language of ['ge', 'en', 'ru'] as const) expect(text[language]).toMatch(/\S/);
    }
  });
});

describe('TicketChat: departments on their way', () => {
  it('mark the filter busy while the list is already there (issue 27 §1)', async () => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/api/tickets/departments')
        ? new Promise<Response>(() => undefined)
        : realFetch(input, init),
    );
    renderTicketChat({ session });
    await screen.findByRole('list', { name: 'Your tickets' });
    const filter = screen.getByRole('combobox', { name: 'Department' });
    expect(filter.closest('[aria-busy="true"]')).not.toBeNull();
  });
});

describe('TicketChat: departments that did not load, in the new-ticket form', () => {
  it('are said beside its select with "Try again" (no ticket goes without one), then load', async () => {
    const user = userEvent.setup();
    refuse = refusing('GET', /^\/api\/tickets\/departments$/, 'Departments are resting.');
    renderTicketChat({ session });
    await screen.findByRole('list', { name: 'Your tickets' });
    await user.click(screen.getByRole('button', { name: 'New ticket' }));
    const form = (await screen.findByRole('textbox', { name: /Subject/ })).closest('form')!;
    const failed = await within(form).findByRole('alert');
    expect(failed).toHaveTextContent('The departments could not be loaded.');
    expect(failed).toHaveTextContent('Departments are resting.');
    refuse = undefined;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    const select = within(form).getByRole('combobox', { name: /Department/ });
    expect(within(select).getAllByRole('option').length).toBeGreaterThan(1);
  });
});

describe('TicketChat: departments that did not load, for the filter', () => {
  it('are said under it with "Try again", not toasted (a toast outlived a failure that recovered)', async () => {
    const user = userEvent.setup();
    refuse = refusing('GET', /^\/api\/tickets\/departments$/, 'Departments are resting.');
    renderTicketChat({ session });
    // The list itself is there.
    expect(await screen.findByRole('list', { name: 'Your tickets' })).toBeVisible();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The departments could not be loaded.');
    expect(failed).toHaveTextContent('Departments are resting.');
    expect(screen.getAllByRole('alert')).toHaveLength(1); // no toast says it again
    refuse = undefined;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const filter = screen.getByRole('combobox', { name: 'Department' });
    expect(within(filter).getAllByRole('option').length).toBeGreaterThan(1);
  });
});

describe('TicketChat: failures shown nowhere keep the toast', () => {
  it('a refused close (the ticket just stays open)', async () => {
    const user = userEvent.setup();
    const ticket = openTicket();
    refuse = refusing('PATCH', /^\/api\/tickets\/\d+$/, 'Closing is paused.');
    renderTicketChat({ session, ticketId: ticket.id });
    await user.click(await screen.findByRole('button', { name: 'Close the ticket' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, close it' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Closing is paused.');
    expect(screen.getByRole('button', { name: 'Close the ticket' })).toBeVisible();
  });

  it('a poll that fails under the conversation on screen', async () => {
    const ticket = openTicket();
    renderTicketChat({ session, ticketId: ticket.id, pollMs: 200 });
    const log = await screen.findByRole('log');
    refuse = refusing('GET', /^\/api\/tickets\/\d+\/messages$/, 'The archive is resting.');
    expect(await screen.findByRole('alert')).toHaveTextContent('The archive is resting.');
    // The conversation stays, with no error state of its own.
    expect(log).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('TicketChat: 401 and 404 as every widget has them', () => {
  it('a ticket the API does not know (404) is the policy’s not-found, and shown in place', async () => {
    const onError = vi.fn();
    render(
      <SakhliProvider apiBase={API_BASE} session={session} onError={onError}>
        <TicketChat ticketId={987654} />
      </SakhliProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(onError).toHaveBeenCalledWith({ type: 'not-found' }, expect.anything());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a session the API ends (401) while sending signs out and asks the host', async () => {
    const user = userEvent.setup();
    const onAuth = vi.fn();
    const ticket = openTicket();
    renderTicketChat({ session, ticketId: ticket.id, onAuth });
    const composer = await screen.findByLabelText('Message', { selector: 'textarea' });
    refuse = (request) =>
      request.method === 'POST'
        ? Response.json({ message: 'Expired.' }, { status: 401 })
        : undefined;
    await user.type(composer, 'Hello?{Enter}');
    expect(await screen.findByText('Sign in to see your tickets')).toBeVisible();
    expect(onAuth).toHaveBeenCalled();
  });
});

describe('ticketChatQueries: a host’s loader gives each call the widget’s owner', () => {
  it('the list, its departments and a first conversation are the widget’s; a refresh toasts', async () => {
    const onError = vi.fn();
    const client = createClient({ baseURL: API_BASE, session, onError });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ticket = openTicket();
    const [departments, list] = ticketChatQueries(client);
    const [conversation] = ticketChatQueries(client, { ticketId: ticket.id });
    refuse = refusing('GET', /^\/api\/tickets\//, 'The desk is resting.');
    await expect(fetchAs(queryClient, list!)).rejects.toThrow();
    expect(onError).toHaveBeenLastCalledWith({ type: 'caller' }, expect.anything());
    await expect(fetchAs(queryClient, conversation!)).rejects.toThrow();
    expect(onError).toHaveBeenLastCalledWith({ type: 'caller' }, expect.anything());
    await expect(fetchAs(queryClient, departments!)).rejects.toThrow();
    expect(onError).toHaveBeenLastCalledWith({ type: 'caller' }, expect.anything());
    // Once the conversation is shown, a failed refresh of it is said by the toast.
    refuse = undefined;
    await fetchAs(queryClient, conversation!);
    refuse = refusing('GET', /^\/api\/tickets\//, 'The desk is resting.');
    await expect(fetchAs(queryClient, { ...conversation!, staleTime: 0 })).rejects.toThrow();
    expect(onError).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'toast', message: 'The desk is resting.' }),
      expect.anything(),
    );
  });
});
