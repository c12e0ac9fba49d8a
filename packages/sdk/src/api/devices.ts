// Connected devices (spec §7 Devices and documents): desktops and mobiles; remove one.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';

export const deviceSchema = v.object({
  id: v.number(),
  /** Operating system, e.g. "Windows 11", "iOS 18". */
  os: v.string(),
  /** Browser or app name; may be missing for native apps. */
  browser: v.optional(v.string()),
  type: v.picklist(['desktop', 'smartphone']),
  first_login: v.string(),
  last_login: v.string(),
  /** True for the device making this call; it cannot be removed (spec §6). */
  current: v.boolean(),
});
export type Device = v.InferOutput<typeof deviceSchema>;

export const deviceListSchema = v.object({
  desktops: v.array(deviceSchema),
  mobiles: v.array(deviceSchema),
});
export type DeviceList = v.InferOutput<typeof deviceListSchema>;

export const deviceKeys = {
  all: ['devices'] as const,
  list: () => [...deviceKeys.all, 'list'] as const,
};

export async function getDevices(client: SakhliClient): Promise<DeviceList> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/users/devices',
    schema: deviceListSchema,
  });
  return data;
}

export function devicesQuery(client: SakhliClient) {
  return { queryKey: deviceKeys.list(), queryFn: () => getDevices(client) };
}

/** Signs a device out. The API refuses the current one ("You can't delete current session"). */
export async function deleteDevice(
  client: SakhliClient,
  id: number,
): Promise<{ message?: string }> {
  const { message } = await client.request({ method: 'DELETE', path: `api/users/device/${id}` });
  return { message };
}
