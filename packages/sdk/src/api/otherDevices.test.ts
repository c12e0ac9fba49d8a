import { describe, expect } from 'vitest';
import { testCalls } from '../testing/callCases';
import { signOutOtherDevices } from './otherDevices';

describe('sign out other devices on the wire', () => {
  testCalls([
    {
      name: 'sign out other devices',
      run: (c) => signOutOtherDevices(c),
      method: 'DELETE',
      path: 'api/users/devices/others',
      answer: { data: { removed: 3 }, message: 'Every other device has been signed out.' },
      returns: (value) =>
        expect(value).toEqual({ removed: 3, message: 'Every other device has been signed out.' }),
      malformed: { data: { removed: 'all' } },
    },
  ]);
});
