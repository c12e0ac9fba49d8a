import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { testCalls } from '../testing/callCases';
import { deleteDevice, deviceKeys, devicesQuery, getDevices } from './devices';

const device = {
  id: 501,
  os: 'Windows 11',
  browser: 'Chrome 131',
  type: 'desktop',
  first_login: '2026-01-01T10:00:00.000Z',
  last_login: '2026-11-20T10:00:00.000Z',
  current: true,
};

describe('devices calls on the wire', () => {
  testCalls([
    {
      name: 'devices',
      run: (c) => getDevices(c),
      method: 'GET',
      path: 'api/users/devices',
      answer: { data: { desktops: [device], mobiles: [] } },
      returns: (value) => expect(value).toEqual({ desktops: [device], mobiles: [] }),
      malformed: { data: { desktops: [{ ...device, type: 'tablet' }], mobiles: [] } },
    },
    {
      name: 'delete device',
      // Message-only calls still need our envelope: a bare message is not one.
      malformed: { message: 'ok' },
      run: (c) => deleteDevice(c, 502),
      method: 'DELETE',
      path: 'api/users/device/502',
      answer: { data: null, message: 'The device has been signed out.' },
      returns: (value) => expect(value).toEqual({ message: 'The device has been signed out.' }),
    },
  ]);

  it('keys', () => {
    expect(devicesQuery(createClient({ baseURL: 'http://x/' })).queryKey).toEqual(
      deviceKeys.list(),
    );
  });
});
