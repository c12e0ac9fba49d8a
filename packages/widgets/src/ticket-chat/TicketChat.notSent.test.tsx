// "Not sent" says why (spec §8, in place): the server's reason or a throttle's wait is read with the
// note, in the user's language, said once (no toast), and the message stays for Retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@sakhli/sdk';
import { serveDemoApi } from '../guest-booking/testing';
import { ticketChatMessages } from './messages';
import { renderTicketChat, signIn, type Tokens } from './testing';

/** While set, answers a message's POST instead of the demo API. */
let refuse: ((request: Request) => Response | undefined) | undefined;
const refuseSending =
  (status: number, message: string, headers: Record<string, string> = {}) =>
  (request: Request): Response | undefined =>
    request.method === 'POST' &&
    /^\/api\/tickets\/\d+\/messages$/.test(new URL(request.url).pathname)
      ? Response.json({ message }, { status, headers })
      : undefined;

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

/** Opens an open ticket in `language` and sends `text` from its composer. */
async function send(text: string, language: Language = 'en') {
  const user = userEvent.setup();
  renderTicketChat({ session, ticketId: openTicket().id, language });
  const composer = await screen.findByLabelText(
    ticketChatMessages['ticketChat.composer.label'][language],
    { selector: 'textarea' },
  );
  await user.type(composer, `${text}{Enter}`);
  const note = await screen.findByText(ticketChatMessages['ticketChat.pending.failed'][language]);
  return { user, note };
}

describe('TicketChat: "Not sent" says why', () => {
  it('a throttled send (429 + Retry-After) says when to try again; Retry then sends it', async () => {
    refuse = refuseSending(429, 'Slow down.', { 'Retry-After': '30' });
    const { user, note } = await send('Is the boiler fixed?');
    // The wait is read with the note (one alert), from the header, in our words.
    expect(screen.getAllByRole('alert')).toEqual([note]);
    expect(note).toHaveTextContent('Too many attempts. Try again in 30 s.');
    expect(screen.getAllByText('Too many attempts. Try again in 30 s.')).toHaveLength(1);
    expect(screen.queryByText('Slow down.')).toBeNull();
    // The message is kept in the conversation, ready to go again.
    expect(within(screen.getByRole('log')).getByText('Is the boiler fixed?')).toBeVisible();

    refuse = undefined;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull());
    expect(screen.queryByText('Too many attempts. Try again in 30 s.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(served.api.db().tickets.messages.at(-1)?.text).toBe('Is the boiler fixed?');
  });

  it.each([
    [422, 'The message may have at most 2000 characters.'],
    [413, 'The file is too large (max 10 MB).'],
  ])('a refused send (%i) says the server’s reason with the note, once', async (status, reason) => {
    refuse = refuseSending(status, reason);
    const { user, note } = await send('Hello');
    expect(screen.getAllByRole('alert')).toEqual([note]);
    expect(note).toHaveTextContent(reason);
    expect(screen.getAllByText(reason)).toHaveLength(1);

    // Another refusal replaces the reason; the message is still there.
    refuse = refuseSending(503, 'The desk is closed for a minute.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The desk is closed for a minute.'),
    );
    expect(screen.queryByText(reason)).toBeNull();
    expect(within(screen.getByRole('log')).getByText('Hello')).toBeVisible();
  });

  it.each<[Language, string, string]>([
    ['ge', 'ძალიან ბევრი მცდელობა. სცადეთ თავიდან 45 წამში.', 'ხელახლა ცდა'],
    ['ru', 'Слишком много попыток. Повторите через 45 с.', 'Повторить'],
  ])('says the wait in %s', async (language, wait, retry) => {
    refuse = refuseSending(429, 'Slow down.', { 'Retry-After': '45' });
    const { note } = await send('Hello', language);
    expect(note).toHaveTextContent(wait);
    expect(screen.getAllByRole('alert')).toEqual([note]);
    expect(screen.getByRole('button', { name: retry })).toBeVisible();
  });
});
