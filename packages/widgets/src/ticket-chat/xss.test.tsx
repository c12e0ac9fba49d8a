// Inertness: a corpus of hostile payloads in message texts, file names and help articles renders
// as nothing that runs — no script, no on* attribute, no javascript: link — and the layout holds.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, postTicketMessage } from '@sakhli/sdk';
import { serveDemoApi } from '../guest-booking/testing';
import { HelpCentre } from '../help-centre';
import { sanitizeArticle } from '../help-centre/sanitizeArticle';
import { SakhliProvider } from '../shell/SakhliProvider';
import { API_BASE, renderTicketChat, signIn } from './testing';
import { XSS_FLAG, XSS_PAYLOADS } from './xssCorpus';

const flagged = () => (window as unknown as Record<string, unknown>)[XSS_FLAG];

/** Every image under `root` has loaded or failed (when an `onerror` payload would have run). */
async function imagesSettled(root: ParentNode): Promise<void> {
  await waitFor(() =>
    expect([...root.querySelectorAll('img')].every((img) => img.complete)).toBe(true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Everything that would make a rendered subtree active or able to escape its box. */
function activeParts(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (
      ['script', 'iframe', 'object', 'embed', 'form', 'style', 'base', 'meta', 'link'].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (
        /^\s*(javascript|vbscript|data):/i.test(attr.value) &&
        ['href', 'src', 'action', 'data'].includes(attr.name)
      )
        found.push(`${tag}[${attr.name}=${attr.value.slice(0, 20)}]`);
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank') {
      const rel = el.getAttribute('rel') ?? '';
      if (!rel.includes('noopener')) found.push('a[target=_blank] without noopener');
    }
  }
  return found;
}

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[XSS_FLAG];
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('has at least 30 payloads', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
});

describe('ticket chat', () => {
  it('renders every payload in message texts and file names inert, inside its box', async () => {
    const { api } = serveDemoApi();
    const session = await signIn(api);
    const client = createClient({ baseURL: API_BASE, session });
    const ticket = api.db().tickets.tickets.find((t) => t.accountId === 1 && t.status === 'open')!;
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const file =
        index % 3 === 0
          ? new File(['hello'], `${payload}.txt`.slice(0, 200), { type: 'text/plain' })
          : null;
      await postTicketMessage(client, ticket.id, { text: payload, file });
    }
    const host = document.createElement('div');
    host.style.width = '320px';
    document.body.appendChild(host);
    renderTicketChat({ session, ticketId: ticket.id, pollMs: 60_000 });
    const log = await screen.findByRole('log');
    host.appendChild(log.closest('[part="root"]')!.parentElement!);
    await waitFor(() =>
      expect(log.querySelectorAll('article').length).toBeGreaterThan(XSS_PAYLOADS.length),
    );
    // Every payload shows as its own text.
    expect(log.textContent).toContain(XSS_PAYLOADS[0]);
    await imagesSettled(log);
    expect(flagged()).toBeUndefined();
    expect(activeParts(log)).toEqual([]);
    for (const link of log.querySelectorAll('a')) {
      expect(link.protocol).toMatch(/^https?:$/);
      expect(link.rel).toBe('noopener noreferrer');
    }
    // Nothing widens the widget past its 320 px host.
    const root = host.querySelector<HTMLElement>('[part="root"]')!;
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    for (const article of log.querySelectorAll('article')) {
      expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(
        host.getBoundingClientRect().right + 1,
      );
    }
    host.remove();
  });
});

describe('help centre', () => {
  it.each(XSS_PAYLOADS.map((p, i) => [i, p] as const))('sanitizes payload %i', (_i, payload) => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeArticle(
      `<p>Before</p>${payload}<p>After <a href="https://example.com/x">x</a></p>`,
    );
    expect(activeParts(box)).toEqual([]);
    expect(box.querySelector('[style]')).toBeNull();
    // Unclosed hostile markup may swallow what follows; any link that survives opens safely.
    for (const link of box.querySelectorAll('a[href]')) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('shows an article carrying every payload inert, with its text', async () => {
    const { api } = serveDemoApi();
    const session = await signIn(api);
    const article = api.db().helpCentre.articles[0]!;
    article.content.en = `<p>Intro text</p>${XSS_PAYLOADS.join('<br>')}<p>Closing text</p>`;
    render(
      <SakhliProvider apiBase={API_BASE} language="en" session={session}>
        <HelpCentre articleId={article.id} />
      </SakhliProvider>,
    );
    expect(await screen.findByText('Intro text')).toBeVisible();
    const body = document.querySelector('[data-article-body]')!;
    await imagesSettled(body);
    expect(flagged()).toBeUndefined();
    expect(activeParts(body)).toEqual([]);
    expect(body.querySelector('[style]')).toBeNull();
  });
});
