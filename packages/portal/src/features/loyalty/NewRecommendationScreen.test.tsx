import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, renderPortal, type Answers } from '../../../test/renderPortal';

const wallet = { confirmed: 400, unconfirmed: 200, available: 400, spent: 0 };
const recommendation = {
  id: 9,
  name: 'Tamar Beridze',
  phone: '+995 599 11 22 33',
  email: null,
  comment: null,
  country: 'GE',
  status: 'in_process',
  points: 200,
  created_at: '2026-11-23T10:00:00Z',
};

/** /loyalty's calls, for where the screen returns to. */
const loyaltyAnswers: Answers = {
  'GET api/loyalty/wallet': () => [200, { data: wallet }],
  'GET api/loyalty/products': () => [200, { data: [] }],
  'GET api/loyalty/history': () => [200, { data: { items: [] }, meta: { items_count: 0 } }],
  'GET api/loyalty/recommendations': () => [200, { data: [recommendation] }],
  'GET third-party/countries': () => [200, [{ alpha2Code: 'GE', name: 'Georgia' }]],
};

describe('/loyalty/new-recommendation', () => {
  it("is the wallet's form: checks, sends, and returns to /loyalty with the thanks", async () => {
    const { portal, fetch } = await renderPortal('/loyalty/new-recommendation', {
      signedIn: true,
      answers: {
        ...loyaltyAnswers,
        'POST api/loyalty/recommendations': () => [
          200,
          {
            data: recommendation,
            message: 'Recommendation sent. Points are credited once it is confirmed.',
          },
        ],
      },
    });
    await heading('New recommendation');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send recommendation' }));
    expect(await screen.findAllByText('Field is required.')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Tamar Beridze');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+995 599 11 22 33');
    const country = screen.getByRole('combobox', { name: /Country/ });
    await waitFor(() => expect(country).toBeEnabled());
    await user.selectOptions(country, 'GE');
    await user.click(screen.getByRole('button', { name: 'Send recommendation' }));

    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/loyalty'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Tamar Beridze',
      phone: '+995 599 11 22 33',
      country: 'GE',
    });
    expect(
      await screen.findByText('Recommendation sent. Points are credited once it is confirmed.'),
    ).toBeInTheDocument();
    await heading('Loyalty programme');
  });

  it('keeps what was typed when the API refuses it, and says why in place', async () => {
    await renderPortal('/loyalty/new-recommendation', {
      signedIn: true,
      answers: {
        ...loyaltyAnswers,
        'POST api/loyalty/recommendations': () => [
          422,
          {
            message: 'Someone with this phone number has already been recommended.',
            data: { issues: [{ path: 'phone', message: 'Already recommended.' }] },
          },
        ],
      },
    });
    await heading('New recommendation');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Tamar Beridze');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+995 599 11 22 33');
    await user.click(screen.getByRole('button', { name: 'Send recommendation' }));
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveValue('+995 599 11 22 33');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Tamar Beridze');
    expect(
      screen.getAllByText('Someone with this phone number has already been recommended.'),
    ).not.toHaveLength(0);
  });

  it('a 401 on sending signs out and opens sign-in, as elsewhere', async () => {
    const { portal, storage } = await renderPortal('/loyalty/new-recommendation', {
      signedIn: true,
      answers: {
        ...loyaltyAnswers,
        'POST api/loyalty/recommendations': () => [401, { message: 'Unauthorized.' }],
      },
    });
    await heading('New recommendation');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Tamar Beridze');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+995 599 11 22 33');
    await user.click(screen.getByRole('button', { name: 'Send recommendation' }));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/login'));
    await heading('Sign in');
    expect(storage.getItem('sakhli:access-token')).toBeNull();
  });
});
