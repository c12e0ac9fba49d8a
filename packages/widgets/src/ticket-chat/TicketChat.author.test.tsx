// Who wrote a message reads in the widget's language: the API's author name for support comes
// in the account's language (Georgian for the demo owner), not in the language the widget shows.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { serveDemoApi } from '../guest-booking/testing';
import { renderTicketChat, signIn } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it.each([
  ['en', 'Support', 'You'],
  ['ru', 'Поддержка', 'Вы'],
] as const)('labels support replies and the user in %s', async (language, support, user) => {
  const served = serveDemoApi();
  const session = await signIn(served.api);
  const db = served.api.db().tickets;
  const ticket = db.tickets.find(
    (t) =>
      t.accountId === 1 &&
      db.messages.some((m) => m.ticketId === t.id && m.author === 'support') &&
      db.messages.some((m) => m.ticketId === t.id && m.author === 'user'),
  )!;
  renderTicketChat({ session, language, ticketId: ticket.id });
  const log = await screen.findByRole('log');
  const replies = db.messages.filter((m) => m.ticketId === ticket.id && m.author === 'support');
  expect(await within(log).findAllByText(support, { selector: 'strong' })).toHaveLength(
    replies.length,
  );
  expect(within(log).getAllByText(user, { selector: 'strong' }).length).toBeGreaterThan(0);
  expect(within(log).queryByText('მხარდაჭერა')).toBeNull();
});
