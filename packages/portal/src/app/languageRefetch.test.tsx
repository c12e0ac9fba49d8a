// Switching the language in the header re-fetches what the API said in the old one: the support
// screen's department names follow the switch without a reload.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPortal, type RenderedPortal } from '../../test/renderPortal';

afterEach(() => vi.unstubAllGlobals());

const BILLING = {
  en: 'Billing and payments',
  ru: 'Счета и платежи',
  ge: 'ანგარიშები და გადახდები',
};

it('shows the departments in the language switched to', async () => {
  const user = userEvent.setup();
  // The fake API answers in the call's `user-language`, as the real one does (calls made while
  // the portal first renders, before its fetch is handed back, are in the user's English).
  const rendered: { fetch?: RenderedPortal['fetch'] } = {};
  const callLanguage = (): keyof typeof BILLING => {
    const call = rendered.fetch?.mock.lastCall;
    if (!call) return 'en';
    const [input, init] = call;
    const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
    return (headers.get('user-language') ?? 'en') as keyof typeof BILLING;
  };
  ({ fetch: rendered.fetch } = await renderPortal('/support', {
    signedIn: true,
    answers: {
      'GET api/tickets/departments': () => [
        200,
        { data: [{ id: 1, name: BILLING[callLanguage()] }] },
      ],
      'PUT api/users/locale': () => [200, { message: 'ok' }],
    },
  }));
  const department = await screen.findByLabelText('Department');
  expect(await within(department).findByRole('option', { name: BILLING.en })).toBeInTheDocument();

  await user.selectOptions(screen.getAllByLabelText('Language')[0]!, 'ru');
  const translated = await screen.findByLabelText('Отдел');
  expect(await within(translated).findByRole('option', { name: BILLING.ru })).toBeInTheDocument();
  expect(within(translated).queryByRole('option', { name: BILLING.en })).toBeNull();
});
