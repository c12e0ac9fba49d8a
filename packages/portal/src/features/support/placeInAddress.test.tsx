// The open help article and the open ticket are in the address: a link or a reload opens them,
// and Back returns to the list (and Forward to the article or ticket).
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Portal } from '../../app/createPortal';
import { heading, renderPortal, type Answers } from '../../../test/renderPortal';

const HELP: Answers = {
  'GET api/helpCenter/topics': () => [
    200,
    {
      data: [
        {
          id: 1,
          title: 'Payments',
          description: 'Bills and receipts',
          articles: [{ id: 12, title: 'Paying the bill' }],
        },
      ],
    },
  ],
  'GET api/helpCenter/article/12': () => [
    200,
    {
      data: {
        id: 12,
        topic_id: 1,
        title: 'Paying the bill',
        content: '<p>Pay by card on the Payments page.</p>',
        updated_at: '2026-11-01T10:00:00Z',
      },
    },
  ],
};

const TICKET = {
  id: 7,
  subject: 'Water heater',
  type: 'problem',
  status: 'open',
  department: { id: 2, name: 'Maintenance' },
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  last_message: null,
  unread: 0,
};

const SUPPORT: Answers = {
  'GET api/tickets/list': () => [200, { data: { items: [TICKET] }, meta: { items_count: 1 } }],
  'GET api/tickets/7/messages': () => [
    200,
    {
      data: {
        ticket: TICKET,
        messages: [
          {
            id: 70,
            ticket_id: 7,
            author: 'user',
            author_name: 'Giorgi',
            text: 'The water is cold.',
            created_at: '2026-11-20T10:00:00Z',
            file: null,
          },
        ],
      },
    },
  ],
};

const article = () => screen.findByRole('article');
const topicsShown = () => screen.findByRole('button', { name: 'Paying the bill' });
const ticketsShown = () => screen.findByRole('list', { name: 'Your tickets' });

/** After the in-page Back to `href`: the browser's Back stays on the list, the item stays closed. */
async function browserBackStaysOnList(
  portal: Portal,
  href: string,
  listShown: () => Promise<HTMLElement>,
  itemRole: 'article' | 'log',
) {
  expect(portal.router.state.location.href).toBe(href);
  act(() => portal.router.history.back());
  expect(portal.router.history.location.href).toBe(href);
  await listShown();
  expect(screen.queryByRole(itemRole)).toBeNull();
  expect(portal.router.state.location.href).toBe(href);
}

describe('the open article or ticket is in the address', () => {
  it('help: opening an article puts it in the address; Back and Forward follow it', async () => {
    const { portal } = await renderPortal('/help', { signedIn: true, answers: HELP });
    await heading('Help centre');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Paying the bill' }));
    await article();
    expect(portal.router.state.location.href).toBe('/help?article=12');
    act(() => portal.router.history.back());
    expect(await screen.findByRole('button', { name: 'Paying the bill' })).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    act(() => portal.router.history.forward());
    expect(await article()).toHaveTextContent('Pay by card');
  });

  it("help: the article's own Back steps back to the list, so the browser's Back does not reopen it", async () => {
    const { portal } = await renderPortal('/help', { signedIn: true, answers: HELP });
    await heading('Help centre');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Paying the bill' }));
    await article();
    await user.click(screen.getByRole('button', { name: /Back to topics/ }));
    expect(await screen.findByRole('button', { name: 'Paying the bill' })).toBeVisible();
    await browserBackStaysOnList(portal, '/help', topicsShown, 'article');
  });

  it('help: from a link to an article, its own Back replaces the entry with the list', async () => {
    const { portal } = await renderPortal('/help?article=12', { signedIn: true, answers: HELP });
    await article();
    await userEvent.setup().click(screen.getByRole('button', { name: /Back to topics/ }));
    expect(await screen.findByRole('button', { name: 'Paying the bill' })).toBeVisible();
    await browserBackStaysOnList(portal, '/help', topicsShown, 'article');
  });

  it('help: a link (or reload) with ?article opens that article', async () => {
    await renderPortal('/help?article=12', { signedIn: true, answers: HELP });
    expect(await article()).toHaveTextContent('Pay by card');
  });

  it('support: opening a ticket puts it in the address; Back returns to the list', async () => {
    const { portal } = await renderPortal('/support', { signedIn: true, answers: SUPPORT });
    await heading('Support');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Water heater/ }));
    expect(await screen.findByRole('log', { name: 'Conversation' })).toHaveTextContent('cold');
    expect(portal.router.state.location.href).toBe('/support?ticket=7');
    act(() => portal.router.history.back());
    expect(await screen.findByRole('list', { name: 'Your tickets' })).toBeVisible();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('support: "Back to tickets" steps back to the list, so the browser\'s Back does not reopen the ticket', async () => {
    const { portal } = await renderPortal('/support', { signedIn: true, answers: SUPPORT });
    await heading('Support');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Water heater/ }));
    await screen.findByRole('log', { name: 'Conversation' });
    await user.click(screen.getByRole('button', { name: /Back to tickets/ }));
    expect(await screen.findByRole('list', { name: 'Your tickets' })).toBeVisible();
    await browserBackStaysOnList(portal, '/support', ticketsShown, 'log');
  });

  it('support: a link (or reload) with ?ticket opens that ticket', async () => {
    await renderPortal('/support?ticket=7', { signedIn: true, answers: SUPPORT });
    expect(await screen.findByRole('log', { name: 'Conversation' })).toHaveTextContent('cold');
  });
});
