// Nothing left behind (issue 16 §3): a draft belongs to one sign-in and one widget instance.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveDemoApi } from '../guest-booking/testing';
import { renderTicketChat, signIn } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Everything the widgets left in this page's localStorage, as one string. */
const stored = () => Object.values(localStorage).join(' ');

async function typeNewTicketSubject(subject: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New ticket' }));
  await user.type(await screen.findByLabelText('Subject', { selector: 'input' }), subject);
  await waitFor(() => expect(stored()).toContain(subject));
}

async function openNewTicket() {
  await userEvent.click(await screen.findByRole('button', { name: 'New ticket' }));
  return screen.findByLabelText('Subject', { selector: 'input' });
}

describe('TicketChat drafts', () => {
  it('are not shown to the next user, and leave the device when another user signs in', async () => {
    const { api } = serveDemoApi();
    const owner = await signIn(api, 'owner@sakhli.ge');
    const first = renderTicketChat({ session: owner });
    await typeNewTicketSubject('Owner private matter');
    first.unmount();

    const resident = await signIn(api, 'resident@sakhli.ge');
    renderTicketChat({ session: resident });
    expect(await openNewTicket()).toHaveValue('');
    expect(stored()).not.toContain('Owner private matter');
  });

  it('leave the device when the API ends the session with a 401', async () => {
    const { api } = serveDemoApi();
    const owner = await signIn(api, 'owner@sakhli.ge');
    const first = renderTicketChat({ session: owner });
    await typeNewTicketSubject('Typed before expiry');
    first.unmount();

    // The server forgot the sign-in (expired): the same tokens now answer 401.
    const expired = { ...owner, accessToken: 'expired-access-token' };
    const onAuth = vi.fn();
    renderTicketChat({ session: expired, onAuth });
    expect(await screen.findByText('Sign in to see your tickets')).toBeVisible();
    expect(onAuth).toHaveBeenCalled();
    expect(stored()).not.toContain('Typed before expiry');
  });

  it('are kept apart per widget instance', async () => {
    const { api } = serveDemoApi();
    const owner = await signIn(api, 'owner@sakhli.ge');
    const left = renderTicketChat({ session: owner, instance: 'left' });
    await typeNewTicketSubject('Left only');
    left.unmount();

    const right = renderTicketChat({ session: owner, instance: 'right' });
    expect(await openNewTicket()).toHaveValue('');
    right.unmount();
    renderTicketChat({ session: owner, instance: 'left' });
    expect(await openNewTicket()).toHaveValue('Left only');
  });
});
