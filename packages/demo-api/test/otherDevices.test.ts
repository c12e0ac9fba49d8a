// Black-box test of the assumed "sign out all other devices" call (issue 26 §4): every other device
// and its sessions go, the calling session stays (spec §6), another account is untouched.
import { describe, expect, it } from 'vitest';
import { getDevices, getUser, signOutOtherDevices } from '@sakhli/sdk';
import { createHarness, failure, RESIDENT } from './harness';

describe('DELETE api/users/devices/others', () => {
  it('signs out every other device of the account and keeps the current one', async () => {
    const h = createHarness();
    const first = await h.signIn();
    const second = await h.signIn();
    const resident = await h.signIn(RESIDENT);
    const before = await getDevices(second.client);
    const all = [...before.desktops, ...before.mobiles];
    expect(all.length).toBeGreaterThan(2);

    const done = await signOutOtherDevices(second.client);
    expect(done).toEqual({
      removed: all.length - 1,
      message: 'Every other device has been signed out.',
    });
    const after = await getDevices(second.client);
    expect([...after.desktops, ...after.mobiles]).toEqual([all.find((device) => device.current)]);
    // The first session ran on another device: it is signed out; this one and another account are not.
    expect((await failure(getUser(first.client))).status).toBe(401);
    expect((await getUser(second.client)).email).toBe('owner@sakhli.ge');
    expect((await getUser(resident.client)).email).toBe(RESIDENT);
    // Nothing left to sign out.
    expect((await signOutOtherDevices(second.client)).removed).toBe(0);
  });

  it('needs a verified session', async () => {
    const h = createHarness();
    const { client } = h.client();
    expect((await failure(signOutOtherDevices(client))).status).toBe(401);
  });
});
