// /verification (issue 16 §3): "Trust this device" stays off until the user ticks it.
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLogin } from '@sakhli/sdk';
import { heading, renderPortal, USER, type Answers } from '../../../test/renderPortal';

const answers: Answers = {
  'POST api/verifyAuth': () => [200, { data: null }],
  'POST api/verifyDevice': () => [200, { data: { device_uuid: 'device-7' } }],
  'GET api/users': () => [200, { data: USER }],
};

async function atVerification() {
  const rendered = await renderPortal('/login', { answers });
  await heading('Sign in');
  applyLogin(rendered.portal.session, { access_token: 'acc', refresh_token: 'ref', code: -2 });
  await act(() => rendered.portal.router.navigate({ to: '/verification' }));
  await screen.findByRole('textbox', { name: 'Code' });
  return rendered;
}

const verifyDeviceCalls = (fetch: Awaited<ReturnType<typeof renderPortal>>['fetch']) =>
  fetch.mock.calls.filter(([input]) => String(input).includes('api/verifyDevice'));

describe('Trust this device', () => {
  it('is off at first: verifying does not remember the device', async () => {
    const { portal, fetch } = await atVerification();
    const trust = screen.getByRole('checkbox', { name: /device/i });
    expect(trust).not.toBeChecked();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(portal.session.authVerified).toBe(true));
    expect(verifyDeviceCalls(fetch)).toHaveLength(0);
    expect(portal.session.deviceUuid).toBeNull();
  });

  it('remembers the device once the user ticks it', async () => {
    const { portal, fetch } = await atVerification();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /device/i }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(portal.session.deviceUuid).toBe('device-7'));
    expect(verifyDeviceCalls(fetch)).toHaveLength(1);
  });
});
