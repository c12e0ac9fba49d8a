// TicketChat details a user notices: unread marks clear after reading, attachments save under their
// names, polling stops while the page is hidden, and only http(s) text becomes a link.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveDemoApi } from '../guest-booking/testing';
import { linkify } from './linkify';
import { renderTicketChat, signIn, type Tokens } from './testing';

let session: Tokens;
let served: ReturnType<typeof serveDemoApi>;
beforeEach(async () => {
  served = serveDemoApi();
  session = await signIn(served.api);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  focusManager.setFocused(undefined);
  localStorage.clear();
});

const unreadTicket = () =>
  served.api
    .db()
    .tickets.tickets.find(
      (t) =>
        t.accountId === 1 &&
        served.api.db().tickets.messages.some((m) => m.ticketId === t.id && !m.read),
    )!;

describe('TicketChat behaviour', () => {
  it('clears a ticket’s unread mark once its conversation was opened', async () => {
    const user = userEvent.setup();
    const ticket = unreadTicket();
    renderTicketChat({ session });
    const row = await screen.findByRole('button', { name: new RegExp(ticket.subject) });
    expect(row).toHaveTextContent(/1 unread reply/);
    await user.click(row);
    await screen.findByRole('log');
    await user.click(screen.getByRole('button', { name: /Back to tickets/ }));
    const again = await screen.findByRole('button', { name: new RegExp(ticket.subject) });
    await waitFor(() => expect(again).not.toHaveTextContent(/unread/));
  });

  it('downloads an attachment as a blob under its own name, from inside the widget', async () => {
    const user = userEvent.setup();
    const saved: { name: string; blob: Blob; rel: string; inLog: boolean }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({
        name: this.download,
        blob: blobs.get(this.href)!,
        rel: this.rel,
        inLog: screen.getByRole('log').contains(this),
      });
    });
    const attachment = served.api
      .db()
      .tickets.attachments.find((a) =>
        served.api.db().tickets.tickets.some((t) => t.id === a.ticketId && t.accountId === 1),
      )!;
    renderTicketChat({ session, ticketId: attachment.ticketId });
    const name = attachment.name;
    const download = await screen.findByRole('button', { name: `Download ${name}` });
    // The host page's own body: a widget adds nothing to it, even for a moment.
    const hostBody = new MutationObserver(() => {});
    hostBody.observe(document.body, { childList: true });
    await user.click(download);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(name);
    expect(saved[0]!.blob.size).toBeGreaterThan(0);
    expect(saved[0]!.rel).toBe('noopener noreferrer');
    expect(saved[0]!.inLog).toBe(true);
    expect(hostBody.takeRecords()).toEqual([]);
    hostBody.disconnect();
  });

  it('polls an open conversation while visible and stops while the page is hidden', async () => {
    const ticket = served.api
      .db()
      .tickets.tickets.find((t) => t.accountId === 1 && t.status === 'open')!;
    const path = `/api/tickets/${ticket.id}/messages`;
    const reads = () => served.calls.filter((c) => c.method === 'GET' && c.path === path).length;
    renderTicketChat({ session, ticketId: ticket.id, pollMs: 100 });
    await screen.findByRole('log');
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(3));
    focusManager.setFocused(false);
    // A read the last tick started is let through; then none while hidden, over five poll periods
    // (a wait for something not to happen: on a slow machine it only checks fewer periods).
    await new Promise((resolve) => setTimeout(resolve, 0));
    await waitFor(() => expect(served.inFlight()).toBe(0));
    const hidden = reads();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reads()).toBe(hidden);
    focusManager.setFocused(true);
    await waitFor(() => expect(reads()).toBeGreaterThan(hidden));
  });

  it('sends a message with a checked attachment, showing upload progress', async () => {
    const user = userEvent.setup();
    const ticket = served.api
      .db()
      .tickets.tickets.find((t) => t.accountId === 1 && t.status === 'open')!;
    renderTicketChat({ session, ticketId: ticket.id });
    const composer = await screen.findByLabelText('Message', { selector: 'textarea' });
    // Record every progress value shown (the fake upload reports 40 % then 100 %).
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const bar of document.querySelectorAll('progress')) seen.add(bar.getAttribute('value')!);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await user.type(composer, 'Photo attached');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['PNGDATA'], 'tap.png', { type: 'image/png' }));
    expect(screen.getByText('tap.png')).toBeVisible();
    await user.type(composer, '{Enter}');
    await screen.findByRole('button', { name: 'Download tap.png' });
    observer.disconnect();
    expect([...seen]).toEqual(expect.arrayContaining(['40']));
    const stored = served.api.db().tickets.attachments.find((a) => a.name === 'tap.png');
    expect(stored?.ticketId).toBe(ticket.id);
  });

  it("links only https: addresses (or this page's own), in a new tab without opener or referrer", () => {
    render(
      <p>
        {linkify(
          'See https://sakhli.ge/help, javascript:alert(1) and data:text/html,x or http://a.ge/x).',
        )}
      </p>,
    );
    const links = screen.getAllByRole('link');
    // issue 16 §4: plain http: to another host is not opened; it stays readable text.
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://sakhli.ge/help']);
    expect(within(document.body).getByText(/http:\/\/a\.ge\/x/)).toBeInTheDocument();
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(document.body).getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
  });
});
