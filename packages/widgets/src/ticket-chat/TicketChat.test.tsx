// TicketChat against the real demo API: a whole support conversation, nothing lost on failure.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveDemoApi } from '../guest-booking/testing';
import { storedChatMemory } from './testing';
import { brokenStorage, renderTicketChat, signIn, type Tokens } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** An XMLHttpRequest whose every send fails like a dropped connection. */
class OfflineXhr {
  upload = { onprogress: null };
  status = 0;
  responseText = '';
  timeout = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    setTimeout(() => this.onerror?.(), 0);
  }
}

describe('TicketChat signed out', () => {
  it('shows the signed-out state and asks the host for a session, calling nothing', async () => {
    const { calls } = serveDemoApi();
    const onAuth = vi.fn();
    renderTicketChat({ onAuth });
    expect(await screen.findByText('Sign in to see your tickets')).toBeVisible();
    expect(onAuth).toHaveBeenCalled();
    expect(calls.filter((c) => c.path.startsWith('/api/tickets'))).toHaveLength(0);
  });

  it('turns to the signed-out state when the API rejects the session (401)', async () => {
    serveDemoApi();
    const onAuth = vi.fn();
    renderTicketChat({ onAuth, session: { accessToken: 'expired', refreshToken: null } });
    expect(await screen.findByText('Sign in to see your tickets')).toBeVisible();
    expect(onAuth).toHaveBeenCalled();
  });
});

describe('TicketChat signed in', () => {
  let session: Tokens;
  let served: ReturnType<typeof serveDemoApi>;
  beforeEach(async () => {
    served = serveDemoApi();
    session = await signIn(served.api);
  });

  it('lists tickets with status, department and unread marks, filtered by status', async () => {
    const user = userEvent.setup();
    renderTicketChat({ session });
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    const mine = served.api.db().tickets.tickets.filter((t) => t.accountId === 1);
    expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(mine.length, 10));
    expect(screen.getByRole('status')).toHaveTextContent(`${mine.length} ticket`);
    expect(within(list).getAllByText('Open').length).toBeGreaterThan(0);
    const unread = mine.filter((t) =>
      served.api
        .db()
        .tickets.messages.some((m) => m.ticketId === t.id && m.author === 'support' && !m.read),
    );
    if (unread.length > 0)
      expect(within(list).getAllByText(/unread repl/).length).toBe(unread.length);

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() =>
      expect(within(screen.getByRole('list')).queryAllByText('Open')).toHaveLength(0),
    );
    const closed = mine.filter((t) => t.status === 'closed').length;
    expect(screen.getByRole('status')).toHaveTextContent(`${closed} ticket`);
  });

  it('creates a ticket and opens it; sends with Enter, keeps Shift+Enter lines, shows the support reply', async () => {
    const user = userEvent.setup();
    renderTicketChat({ session, pollMs: 200 });
    await user.click(await screen.findByRole('button', { name: 'New ticket' }));
    await screen.findAllByRole('option', { name: /./ });
    const department = screen.getByLabelText('Department', { selector: 'select' });
    await waitFor(() => expect(department.querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(department, department.querySelectorAll('option')[1]!);
    await user.selectOptions(screen.getByLabelText('Type', { selector: 'select' }), 'question');
    await user.type(screen.getByLabelText('Subject', { selector: 'input' }), 'Lift is noisy');
    await user.type(
      screen.getByLabelText('Your message', { selector: 'textarea' }),
      'It squeaks at night.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the ticket' }));

    expect(await screen.findByRole('heading', { name: 'Lift is noisy' })).toBeVisible();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveTextContent('It squeaks at night.');

    const composer = screen.getByLabelText('Message', { selector: 'textarea' });
    await user.type(composer, 'First line{Shift>}{Enter}{/Shift}second line{Enter}');
    await waitFor(() => expect(log.querySelector('[data-pending]')).toBeNull());
    const ticket = served.api.db().tickets.tickets.find((t) => t.subject === 'Lift is noisy')!;
    const sent = served.api.db().tickets.messages.filter((m) => m.ticketId === ticket.id);
    // Multipart bodies carry line breaks as CRLF.
    expect(sent.at(-1)?.text).toMatch(/^First line\r?\nsecond line$/);
    expect(composer).toHaveValue('');

    served.api.clock().advance(2500);
    // Support's answer shows with the rest. How many answers there are depends on the machine: the
    // demo's clock also moves with real time, and a first message answered before the second was
    // sent gets an answer of its own (one pending answer per ticket) — a loaded run saw four.
    await waitFor(() => {
      const conversation = served.api.db().tickets.messages.filter((m) => m.ticketId === ticket.id);
      expect(conversation.some((m) => m.author === 'support')).toBe(true);
      expect(within(log).getAllByRole('article')).toHaveLength(conversation.length);
    });
  });

  it('refuses a wrong file type before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const open = served.api
      .db()
      .tickets.tickets.find((t) => t.accountId === 1 && t.status === 'open')!;
    renderTicketChat({ session, ticketId: open.id });
    await screen.findByRole('log');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText('This file type is not allowed.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps a failed message with retry, also across a remount, and sends it once the network is back', async () => {
    const user = userEvent.setup();
    const open = served.api
      .db()
      .tickets.tickets.find((t) => t.accountId === 1 && t.status === 'open')!;
    const before = served.api.db().tickets.messages.filter((m) => m.ticketId === open.id).length;
    const online = globalThis.XMLHttpRequest;
    vi.stubGlobal('XMLHttpRequest', OfflineXhr);
    const first = renderTicketChat({ session, ticketId: open.id });
    const composer = await screen.findByLabelText('Message', { selector: 'textarea' });
    await user.type(composer, 'Please call me back{Enter}');
    const failed = await screen.findByText('Not sent. Your message is kept here.');
    expect(failed.closest('article')).toHaveTextContent('Please call me back');
    // A half-written draft is kept too.
    await user.type(composer, 'and the draft');
    expect(storedChatMemory(open.id)).toMatchObject({
      draft: 'and the draft',
      pending: [{ text: 'Please call me back', state: 'failed' }],
    });

    first.unmount();
    renderTicketChat({ session, ticketId: open.id });
    const again = await screen.findByText('Not sent. Your message is kept here.');
    expect(again.closest('article')).toHaveTextContent('Please call me back');
    expect(screen.getByLabelText('Message', { selector: 'textarea' })).toHaveValue('and the draft');

    vi.stubGlobal('XMLHttpRequest', online);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull());
    const messages = served.api.db().tickets.messages.filter((m) => m.ticketId === open.id);
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)?.text).toBe('Please call me back');
    expect(screen.getByRole('log')).toHaveTextContent('Please call me back');
  });

  it('keeps a new ticket’s text when sending fails, also across a remount', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('XMLHttpRequest', OfflineXhr);
    const first = renderTicketChat({ session });
    await user.click(await screen.findByRole('button', { name: 'New ticket' }));
    const department = await screen.findByLabelText('Department', { selector: 'select' });
    await waitFor(() => expect(department.querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(department, department.querySelectorAll('option')[1]!);
    await user.selectOptions(screen.getByLabelText('Type', { selector: 'select' }), 'problem');
    await user.type(screen.getByLabelText('Subject', { selector: 'input' }), 'No hot water');
    await user.type(screen.getByLabelText('Your message', { selector: 'textarea' }), 'Since 8 am.');
    await user.click(screen.getByRole('button', { name: 'Send the ticket' }));
    expect(await screen.findByText('Connection error. Please try again later..')).toBeVisible();
    expect(screen.getByLabelText('Subject', { selector: 'input' })).toHaveValue('No hot water');

    first.unmount();
    renderTicketChat({ session });
    await user.click(await screen.findByRole('button', { name: 'New ticket' }));
    expect(await screen.findByLabelText('Subject', { selector: 'input' })).toHaveValue(
      'No hot water',
    );
    expect(screen.getByLabelText('Your message', { selector: 'textarea' })).toHaveValue(
      'Since 8 am.',
    );
  });

  it('works with a storage that throws on every call', async () => {
    const user = userEvent.setup();
    const open = served.api
      .db()
      .tickets.tickets.find((t) => t.accountId === 1 && t.status === 'open')!;
    renderTicketChat({ session, ticketId: open.id, storage: brokenStorage() });
    const composer = await screen.findByLabelText('Message', { selector: 'textarea' });
    await user.type(composer, 'Still works{Enter}');
    await waitFor(() => expect(served.api.db().tickets.messages.at(-1)?.text).toBe('Still works'));
  });

  it('closes a ticket after a confirm, keyboard only; a closed ticket is read-only', async () => {
    const user = userEvent.setup();
    const open = served.api
      .db()
      .tickets.tickets.find((t) => t.accountId === 1 && t.status === 'open')!;
    renderTicketChat({ session, ticketId: open.id });
    const close = await screen.findByRole('button', { name: 'Close the ticket' });
    while (document.activeElement !== close) await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Close this ticket?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(served.api.db().tickets.tickets.find((t) => t.id === open.id)?.status).toBe('open');

    await user.keyboard('{Enter}');
    const yes = within(await screen.findByRole('alertdialog')).getByRole('button', {
      name: 'Yes, close it',
    });
    while (document.activeElement !== yes) await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/This ticket is closed and read-only/)).toBeVisible();
    expect(screen.queryByLabelText('Message', { selector: 'textarea' })).toBeNull();
    expect(served.api.db().tickets.tickets.find((t) => t.id === open.id)?.status).toBe('closed');
    expect(dialog).not.toBeVisible();
  });

  it('speaks Georgian and Russian', async () => {
    const ge = renderTicketChat({ session, language: 'ge' });
    expect(await screen.findByRole('heading', { name: 'თქვენი მოთხოვნები' })).toBeVisible();
    ge.unmount();
    renderTicketChat({ session, language: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Ваши обращения' })).toBeVisible();
  });
});
