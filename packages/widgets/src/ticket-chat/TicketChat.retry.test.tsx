// Retries that don't duplicate (issue 16 §5): a message whose answer was lost is sent again with the
// same idempotency key; the user sees the first result, once, and the ticket holds it once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveDemoApi } from '../guest-booking/testing';
import { renderTicketChat, signIn } from './testing';
import { stalledXhr } from '../../test/stalledXhr';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TicketChat retries', () => {
  it('a send whose answer was lost shows the message once after Retry, and the server has it once', async () => {
    const user = userEvent.setup();
    let lose = true;
    const sentKeys: (string | null)[] = [];
    const { api } = serveDemoApi(
      {},
      {
        loseAnswer: (request) => {
          if (!/\/api\/tickets\/\d+\/messages$/.test(new URL(request.url).pathname)) return false;
          if (request.method !== 'POST') return false;
          sentKeys.push(request.headers.get('Idempotency-Key'));
          const lost = lose;
          lose = false;
          return lost;
        },
      },
    );
    const session = await signIn(api);
    const open = api.db().tickets.tickets.find((t) => t.accountId === 1 && t.status === 'open')!;
    const count = () => api.db().tickets.messages.filter((m) => m.ticketId === open.id).length;
    const before = count();
    renderTicketChat({ session, ticketId: open.id });

    const composer = await screen.findByLabelText('Message', { selector: 'textarea' });
    await user.type(composer, 'Is the boiler fixed?{Enter}');
    // The server stored it, but the answer never came: the page offers a retry, nothing is lost.
    expect(await screen.findByText('Not sent. Your message is kept here.')).toBeVisible();
    expect(count()).toBe(before + 1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull());
    expect(count()).toBe(before + 1);
    expect(within(screen.getByRole('log')).getAllByText('Is the boiler fixed?')).toHaveLength(1);
    expect(screen.queryByText('Not sent. Your message is kept here.')).toBeNull();
    // One action, one key, sent by both tries.
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentKeys[1]).toBe(sentKeys[0]);

    // The next message is a new action with a new key.
    await user.type(composer, 'Thanks!{Enter}');
    await waitFor(() => expect(count()).toBe(before + 2));
    expect(sentKeys[2]).not.toBe(sentKeys[0]);
  });

  it('an attachment stalled on a slow link shows its progress and can be stopped; Retry sends it', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    const session = await signIn(api);
    const open = api.db().tickets.tickets.find((t) => t.accountId === 1 && t.status === 'open')!;
    const count = () => api.db().tickets.messages.filter((m) => m.ticketId === open.id).length;
    const before = count();
    const online = globalThis.XMLHttpRequest;
    // A link so slow the upload stays at 20 % for as long as the test looks.
    vi.stubGlobal('XMLHttpRequest', stalledXhr(1_000_000, 5_000_000));
    renderTicketChat({ session, ticketId: open.id });
    const composer = await screen.findByLabelText('Message', { selector: 'textarea' });
    await user.type(composer, 'Photo of the leak');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['PNGDATA'], 'leak.png', { type: 'image/png' }));
    await user.type(composer, '{Enter}');
    expect(await screen.findByRole('progressbar')).toHaveAttribute('value', '20');

    await user.click(screen.getByRole('button', { name: 'Stop sending' }));
    expect(await screen.findByText('Not sent. Your message is kept here.')).toBeVisible();
    // The user stopped it: no server reason (nor "connection error") is made up for the note.
    expect(screen.getByRole('alert')).toHaveTextContent(/^Not sent\. Your message is kept here\.$/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(count()).toBe(before);

    vi.stubGlobal('XMLHttpRequest', online);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(count()).toBe(before + 1));
    expect(api.db().tickets.attachments.at(-1)?.name).toBe('leak.png');
  });

  it('a new ticket whose answer was lost, sent again, opens the one ticket made', async () => {
    const user = userEvent.setup();
    let lose = true;
    const keys: (string | null)[] = [];
    const { api } = serveDemoApi(
      {},
      {
        loseAnswer: (request) => {
          if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/tickets') {
            return false;
          }
          keys.push(request.headers.get('Idempotency-Key'));
          const lost = lose;
          lose = false;
          return lost;
        },
      },
    );
    const session = await signIn(api);
    const before = api.db().tickets.tickets.length;
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
    expect(await screen.findByText('Connection error. Please try again later..')).toBeVisible();
    expect(api.db().tickets.tickets).toHaveLength(before + 1);

    await user.click(send);
    expect(await screen.findByRole('heading', { name: 'Door code broken' })).toBeVisible();
    expect(api.db().tickets.tickets).toHaveLength(before + 1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
