// The form hook as a user meets it: refused submits land on the field to fix, a server's per-field
// refusal is said on its field, a click storm sends once; and a failed call's text (apiMessage).
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, email, required, validate } from '@sakhli/sdk';
import { renderWithProvider } from '../../test/render';
import { Alert } from './Alert';
import { apiMessage } from './apiMessage';
import { TextField } from './TextField';
import { useForm } from './useForm';

const refusal = (status: number, body: unknown, retryAfter?: number) =>
  new ApiError({
    kind: 'http',
    status,
    call: 'POST api/x',
    data: body,
    serverMessage: (body as { message?: string }).message,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });

function Subscribe({ request }: { request: () => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const { ref, busy, failure, errors, submit } = useForm<'name' | 'email'>({
    check: () => ({ name: required(name), email: validate(address, required, email) }),
  });
  return (
    <form ref={ref} noValidate onSubmit={(event) => void submit(event, request)}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Name"
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="E-mail"
        value={address}
        error={errors.email}
        onChange={(e) => setAddress(e.target.value)}
      />
      <button type="submit" aria-busy={busy}>
        Send
      </button>
    </form>
  );
}

describe('useForm', () => {
  it('sends nothing while a field fails its rule, and focuses the first invalid field', async () => {
    const request = vi.fn(async () => undefined);
    renderWithProvider(<Subscribe request={request} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Field is required.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInvalid();
    expect(request).not.toHaveBeenCalled();
  });

  it('says a 422 per-field refusal on its field and focuses it, the reason above', async () => {
    const request = vi.fn(async () => {
      throw refusal(422, {
        message: 'Invalid E-mail.',
        data: { code: 'validation.email', fields: { email: 'validation.email' } },
      });
    });
    renderWithProvider(<Subscribe request={request} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nino');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nino@example.ge');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription('Invalid E-mail.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid E-mail.');
    // Everything typed stays for another try.
    expect(field).toHaveValue('nino@example.ge');
  });

  it('sends one request however fast the clicks come', async () => {
    let answer: () => void = () => undefined;
    const request = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    renderWithProvider(<Subscribe request={request} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nino');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nino@example.ge');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.tripleClick(send);
    await user.keyboard('{Enter}');
    expect(request).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'false'));
    await user.click(send);
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe('apiMessage', () => {
  const intl = {
    messages: { 'error.datesTaken': 'x' } as Record<string, string>,
    formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) =>
      `${id}${values ? ` ${JSON.stringify(values)}` : ''}`,
  } as unknown as Parameters<typeof apiMessage>[0];

  it.each([
    [1, 'error.tooManyAttempts {"seconds":1}'],
    [119, 'error.tooManyAttempts {"seconds":119}'],
    [120, 'ui.tooManyAttempts.minutes {"minutes":2}'],
    [121, 'ui.tooManyAttempts.minutes {"minutes":3}'],
  ])('a throttle of %i s reads seconds under 120 s, whole minutes from then', (seconds, text) => {
    expect(apiMessage(intl, refusal(429, { message: 'Too Many Requests' }, seconds))).toBe(text);
  });

  it('translates a reason code before the server’s words; else the words, else the fallback', () => {
    const taken = refusal(409, { message: 'Dates taken.', data: { code: 'error.datesTaken' } });
    expect(apiMessage(intl, taken)).toBe('error.datesTaken');
    expect(apiMessage(intl, refusal(401, { message: 'Wrong password.' }))).toBe('Wrong password.');
    expect(apiMessage(intl, refusal(401, {}), 'error.credentials')).toBe('error.credentials');
    expect(apiMessage(intl, new Error('boom'))).toBe('error.somethingWrong');
  });
});
