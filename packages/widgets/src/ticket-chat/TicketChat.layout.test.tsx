// TicketChat's layout in the real Chromium: a long conversation on a phone scrolls, and every
// message keeps its full height (text and attachment readable, not squeezed to fit the log).
import { screen, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { serveDemoApi } from '../guest-booking/testing';
import { renderTicketChat, signIn, type Tokens } from './testing';

let session: Tokens;
let served: ReturnType<typeof serveDemoApi>;
beforeEach(async () => {
  await page.viewport(320, 640);
  served = serveDemoApi();
  session = await signIn(served.api);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Gives a ticket of the owner a conversation several screens tall. */
function longConversation(): number {
  const db = served.api.db().tickets;
  const ticket = db.tickets.find((t) => t.accountId === 1)!;
  const last = Math.max(...db.messages.map((m) => m.id));
  const text =
    'The hot water in the bathroom has been lukewarm since Monday morning; could someone look at the boiler this week?';
  for (let i = 1; i <= 12; i++) {
    db.messages.push({
      id: last + i,
      ticketId: ticket.id,
      author: i % 2 ? 'user' : 'support',
      authorName: 'Support',
      text: `${i}. ${text}`,
      createdAt: new Date(Date.UTC(2026, 10, 20, 9, i)).toISOString(),
      read: true,
    });
  }
  return ticket.id;
}

it('scrolls a long conversation at 320 px and shows every message in full', async () => {
  renderTicketChat({ session, ticketId: longConversation() });
  const log = await screen.findByRole('log');
  await within(log).findByText(/^12\. The hot water/);
  // The log is the part that scrolls...
  expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
  // ...and no message is cut to fit it.
  const bubbles = [...log.querySelectorAll('article')];
  expect(bubbles.length).toBeGreaterThanOrEqual(12);
  for (const bubble of bubbles)
    expect(bubble.scrollHeight).toBeLessThanOrEqual(bubble.clientHeight);
});
