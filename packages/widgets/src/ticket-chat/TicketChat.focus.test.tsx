// Focus follows the views the user opens, so a keyboard or screen reader user is never dropped on
// <body>: the new view's heading, the row or button they left the list by, the first field that
// says what is missing. The first mount leaves the host page's focus alone.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SakhliProvider } from '../shell/SakhliProvider';
import { serveDemoApi } from '../guest-booking/testing';
import { TicketChat } from './TicketChat';
import { API_BASE, renderTicketChat, signIn, type Tokens } from './testing';

let session: Tokens;
let api: ReturnType<typeof serveDemoApi>['api'];
beforeEach(async () => {
  api = serveDemoApi().api;
  session = await signIn(api);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const focused = () => document.activeElement;
const heading = (name: string | RegExp) => screen.findByRole('heading', { name });
const firstRow = async () =>
  within(await screen.findByRole('list', { name: 'Your tickets' })).getAllByRole('button')[0]!;

describe('TicketChat focus on view changes', () => {
  it('leaves focus alone on mount, then moves it to the heading, the first missing field and back to the opener', async () => {
    const user = userEvent.setup();
    renderTicketChat({ session });
    await firstRow();
    expect(focused()).toBe(document.body);

    await user.click(screen.getByRole('button', { name: 'New ticket' }));
    // The form comes on demand; its heading takes the focus once it is there (an effect after it).
    const newTicket = await heading('New ticket');
    await waitFor(() => expect(newTicket).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Send the ticket' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Department/ })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'New ticket' })).toHaveFocus());
  });

  it('focuses a created ticket, keeps focus in it after closing, and returns to its row', async () => {
    const user = userEvent.setup();
    renderTicketChat({ session });
    await firstRow();
    await user.click(screen.getByRole('button', { name: 'New ticket' }));
    const department = await screen.findByRole('combobox', { name: /Department/ });
    await waitFor(() =>
      expect(within(department).getAllByRole('option').length).toBeGreaterThan(1),
    );
    await user.selectOptions(department, within(department).getAllByRole('option')[1]!);
    await user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'question');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Focus check');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Where am I?');
    await user.click(screen.getByRole('button', { name: 'Send the ticket' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Focus check' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Close the ticket' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, close it' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Close the ticket' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Focus check' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Back to tickets/ }));
    await waitFor(() => expect(focused()).toHaveTextContent('Focus check'));
    expect(focused()?.tagName).toBe('BUTTON');
  });

  it('focuses an opened ticket’s heading and returns to its row on Back', async () => {
    const user = userEvent.setup();
    renderTicketChat({ session });
    const row = await firstRow();
    const id = Number(row.getAttribute('data-ticket'));
    const { subject } = api.db().tickets.tickets.find((t) => t.id === id)!;
    await user.click(row);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: subject, level: 2 })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: /Back to tickets/ }));
    await waitFor(() => expect(focused()).toHaveAttribute('data-ticket', String(id)));
  });

  it('keeps moving focus when the host echoes the ticket into its address, as the portal does', async () => {
    function Host() {
      const [ticketId, setTicketId] = useState<number>();
      return (
        <SakhliProvider apiBase={API_BASE} language="en" session={session}>
          <TicketChat ticketId={ticketId} onTicketChange={setTicketId} />
        </SakhliProvider>
      );
    }
    const user = userEvent.setup();
    render(<Host />);
    const row = await firstRow();
    const id = Number(row.getAttribute('data-ticket'));
    const { subject } = api.db().tickets.tickets.find((t) => t.id === id)!;
    await user.click(row);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: subject, level: 2 })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: /Back to tickets/ }));
    await waitFor(() => expect(focused()).toHaveAttribute('data-ticket', String(id)));
  });
});
