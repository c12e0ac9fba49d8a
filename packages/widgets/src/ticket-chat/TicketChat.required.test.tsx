// The new-ticket form names a missing field with the words every other form uses (spec §5
// "Field is required."), in each language.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sdkMessages, type Language } from '@sakhli/sdk';
import { serveDemoApi } from '../guest-booking/testing';
import { ticketChatMessages } from './messages';
import { renderTicketChat, signIn } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TicketChat new-ticket form', () => {
  it.each(['en', 'ge', 'ru'] as Language[])(
    'names each empty required field as every other form does (%s)',
    async (language) => {
      const user = userEvent.setup();
      const { api } = serveDemoApi();
      renderTicketChat({ session: await signIn(api), language });
      const say = (id: keyof typeof ticketChatMessages) => ticketChatMessages[id][language];
      await user.click((await screen.findAllByRole('button', { name: say('ticketChat.new') }))[0]!);
      await user.click(await screen.findByRole('button', { name: say('ticketChat.form.submit') }));
      expect(await screen.findAllByText(sdkMessages['validation.required'][language])).toHaveLength(
        4,
      );
    },
  );
});
