// Black-box tests of spec §6/§7 Devices: desktops and mobiles, the current session, and removal.
import { describe, expect, it } from 'vitest';
import { deleteDevice, getDevices, getUser } from '@sakhli/sdk';
import { createHarness, failure, raw } from './harness';

describe('devices', () => {
  it('lists desktops and mobiles with exactly one current device, the calling session’s', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const list = await getDevices(client);
    expect(list.desktops.length).toBeGreaterThanOrEqual(2);
    expect(list.mobiles.length).toBeGreaterThanOrEqual(2);
    expect(list.desktops.every((d) => d.type === 'desktop')).toBe(true);
    expect(list.mobiles.every((d) => d.type === 'smartphone')).toBe(true);
    const current = [...list.desktops, ...list.mobiles].filter((d) => d.current);
    expect(current).toHaveLength(1);

    // A second session sees its own device as current, not the first one's.
    const other = await h.signIn();
    const otherList = await getDevices(other.client);
    const otherCurrent = [...otherList.desktops, ...otherList.mobiles].find((d) => d.current)!;
    expect(otherCurrent.id).not.toBe(current[0]!.id);
  });

  it('refuses to delete the current session with the spec text', async () => {
    const h = createHarness();
    const { client } = await h.signIn(undefined, { language: 'ge' });
    const list = await getDevices(client);
    const current = [...list.desktops, ...list.mobiles].find((d) => d.current)!;
    const error = await failure(deleteDevice(client, current.id));
    expect(error).toMatchObject({
      status: 422,
      serverMessage: 'მიმდინარე სესიის წაშლა შეუძლებელია',
    });
  });

  it('removes another device and signs its sessions out', async () => {
    const h = createHarness();
    const first = await h.signIn();
    const second = await h.signIn();
    const list = await getDevices(second.client);
    const firstsDevice = [...list.desktops, ...list.mobiles].find(
      (d) => !d.current && d.first_login === d.last_login && d.last_login.startsWith('2026-11-23'),
    )!;
    expect(firstsDevice).toBeDefined();
    const done = await deleteDevice(second.client, firstsDevice.id);
    expect(done.message).toBe('The device has been signed out.');
    expect((await failure(getUser(first.client))).status).toBe(401);
    const after = await getDevices(second.client);
    expect([...after.desktops, ...after.mobiles].some((d) => d.id === firstsDevice.id)).toBe(false);
  });

  it('answers 404 for an unknown or foreign device and 400 for a bad id', async () => {
    const h = createHarness();
    const { client, session } = await h.signIn('resident@sakhli.ge');
    expect((await failure(deleteDevice(client, 501))).status).toBe(404); // the owner's
    expect((await failure(deleteDevice(client, 99999))).status).toBe(404);
    const bad = await raw(h, 'DELETE', 'api/users/device/abc', { session });
    expect(bad.status).toBe(400);
  });

  it('needs a verified session', async () => {
    const h = createHarness();
    const { client } = h.client();
    expect((await failure(getDevices(client))).status).toBe(401);
  });
});
