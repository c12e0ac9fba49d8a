import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, renderPortal } from '../../../test/renderPortal';

describe('/loyalty/new-recommendation wizard', () => {
  it('checks each step before moving on, reviews, sends and returns to /loyalty', async () => {
    const { portal, fetch } = await renderPortal('/loyalty/new-recommendation', {
      signedIn: true,
      answers: {
        'POST api/loyalty/recommendations': (body) => [
          201,
          {
            data: {
              id: 9,
              email: null,
              comment: null,
              ...(body as object),
              status: 'new',
              points: 0,
              created_at: '2026-11-23T10:00:00Z',
            },
          },
        ],
      },
    });
    await heading('New recommendation');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Field is required.')).toHaveLength(2);

    await user.type(screen.getByLabelText(/Full name/), 'Tamar Beridze');
    await user.type(screen.getByLabelText(/Phone/), 'not a phone');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Invalid number/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '+995 599 11 22 33');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'More about them' });
    await user.type(screen.getByLabelText(/E-mail/), 'tamar@');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid E-mail.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Check and send' });
    expect(screen.getByText('Tamar Beridze')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send recommendation' }));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/loyalty'), {
      timeout: 10_000,
    });
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Tamar Beridze',
      phone: '+995 599 11 22 33',
    });
    expect(
      await screen.findByText('Thank you! We will contact Tamar Beridze.'),
    ).toBeInTheDocument();
  });
});
