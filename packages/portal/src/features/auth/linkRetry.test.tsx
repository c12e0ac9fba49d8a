// An e-mailed link whose call failed for the server (or the connection) offers "Try again" with the
// token it kept, instead of "the link expired" (issue 27 §1): the token has left the address bar,
// so without it the user would have to ask for a new e-mail.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../test/renderPortal';

/** Answers 503 the first time, then `then`. */
function failingOnce(then: [number, unknown]) {
  let calls = 0;
  return (): [number, unknown] =>
    ++calls === 1 ? [503, { message: 'The server is resting.' }] : then;
}

/** An answer held until the test releases it. */
function held() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('an e-mailed link whose call failed for the server', () => {
  it('/reset-password offers "Try again", which checks the same token and shows the form', async () => {
    const { fetch } = await renderPortal('/reset-password?token=fresh', {
      answers: { 'GET api/auth/reset_password': failingOnce([200, { data: null }]) },
    });
    expect(await screen.findByText('The server is resting.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /new link/i })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    const checks = fetch.mock.calls.filter(([url]) => String(url).includes('reset_password'));
    expect(checks.map(([url]) => new URL(String(url)).searchParams.get('token'))).toEqual([
      'fresh',
      'fresh',
    ]);
  });

  it('/activate offers "Try again", which activates with the same link', async () => {
    const { fetch } = await renderPortal('/activate?access_id=3&token=tok', {
      answers: {
        'POST api/auth/activate': failingOnce([
          200,
          { data: null, message: 'Your account has been activated.' },
        ]),
      },
    });
    expect(await screen.findByText('The server is resting.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your account has been activated.')).toBeInTheDocument();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => new URL(String(url)).searchParams.get('token'))).toEqual([
      'tok',
      'tok',
    ]);
  });

  it('/activate: the activation is busy while it is out, also its retry after a 500', async () => {
    const answers = [held(), held()];
    let calls = 0;
    await renderPortal('/activate?access_id=3&token=tok', {
      answers: {
        'POST api/auth/activate': async () => {
          const call = calls++;
          await answers[call]!.promise;
          return call === 0
            ? [500, { message: 'The server is resting.' }]
            : [200, { data: null, message: 'Your account has been activated.' }];
        },
      },
    });
    const working = await screen.findByRole('status');
    expect(working).toHaveTextContent('Activating your account…');
    expect(working).toHaveAttribute('aria-busy', 'true');
    answers[0]!.release();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveAttribute('aria-busy', 'true');
    answers[1]!.release();
    expect(await screen.findByText('Your account has been activated.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('/reset-password: the link check is busy while it is out', async () => {
    const answer = held();
    await renderPortal('/reset-password?token=fresh', {
      answers: {
        'GET api/auth/reset_password': async () => {
          await answer.promise;
          return [200, { data: null }];
        },
      },
    });
    const checking = await screen.findByRole('status');
    expect(checking).toHaveTextContent('Checking the link…');
    expect(checking).toHaveAttribute('aria-busy', 'true');
    answer.release();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});
