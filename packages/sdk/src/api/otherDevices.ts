// "Sign out all other devices" (issue 26 §4): not in spec §7, an assumed call (docs/api-assumptions.md).
// Its own module, beside devices.ts, so it stays one small piece however that file changes.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';

/**
 * Assumed `DELETE api/users/devices/others`: signs out every device of the account but the one
 * making the call (spec §6: the current session stays). Answers how many devices went.
 */
export async function signOutOtherDevices(
  client: SakhliClient,
): Promise<{ removed: number; message?: string }> {
  const { data, message } = await client.request({
    method: 'DELETE',
    path: 'api/users/devices/others',
    schema: v.object({ removed: v.number() }),
  });
  return { removed: data.removed, message };
}
