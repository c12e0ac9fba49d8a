// Devices a user signed in from (spec §3 Device): desktops and mobiles, trusted ones skip the second factor.
import type { Db } from './db';
import { secretUuid } from './secrets';

export interface DeviceRow {
  id: number;
  accountId: number;
  /** The `device_uuid` handed out by verifyDevice; a login carrying it skips 2FA once `trusted`. */
  uuid: string;
  /** True once verifyDevice remembered this device. */
  trusted: boolean;
  os: string;
  browser?: string;
  type: 'desktop' | 'smartphone';
  firstLogin: string;
  lastLogin: string;
}

export interface DevicesState {
  devices: DeviceRow[];
}

const seeded: [
  accountId: number,
  os: string,
  browser: string | undefined,
  type: DeviceRow['type'],
  daysAgo: number,
][] = [
  [1, 'Windows 11', 'Chrome 131', 'desktop', 200],
  [1, 'macOS 15', 'Safari 18', 'desktop', 90],
  [1, 'iOS 18', 'Sakhli app', 'smartphone', 40],
  [1, 'Android 15', 'Chrome 131', 'smartphone', 12],
  [2, 'Ubuntu 24.04', 'Firefox 133', 'desktop', 150],
  [2, 'Android 14', undefined, 'smartphone', 30],
];

export function seedDevices(db: Db): DevicesState {
  const now = db.clock.ms();
  const day = 24 * 60 * 60 * 1000;
  return {
    devices: seeded.map(([accountId, os, browser, type, daysAgo], index) => ({
      id: 501 + index,
      accountId,
      uuid: secretUuid(),
      trusted: true,
      os,
      ...(browser ? { browser } : {}),
      type,
      firstLogin: new Date(now - daysAgo * day).toISOString(),
      lastLogin: new Date(now - Math.max(1, Math.floor(daysAgo / 7)) * day).toISOString(),
    })),
  };
}

/** A rough reading of a User-Agent, enough to label a device in the list. */
export function describeAgent(
  agent: string | undefined,
): Pick<DeviceRow, 'os' | 'browser' | 'type'> {
  const ua = agent ?? '';
  const type: DeviceRow['type'] = /Mobile|Android|iPhone|iPad/i.test(ua) ? 'smartphone' : 'desktop';
  const os =
    [
      [/iPhone|iPad|iOS/i, 'iOS'],
      [/Android/i, 'Android'],
      [/Windows/i, 'Windows'],
      [/Mac OS X|Macintosh/i, 'macOS'],
      [/Linux/i, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? 'Unknown OS';
  const browser = [
    [/Edg\//, 'Edge'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1];
  return { os: os as string, type, ...(browser ? { browser: browser as string } : {}) };
}
