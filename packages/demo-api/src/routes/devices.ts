// spec §7 Devices: the signed-in user's devices split into desktops and mobiles; the current one cannot go.
import type { Hono } from 'hono';
import { fail, found, idParam, ok, requireUser, say, type AppEnv } from '../http';
import type { DeviceRow } from '../store/devices';
import { endSessions } from '../store/sessionTokens';

function deviceOf(row: DeviceRow, currentId: number | undefined) {
  return {
    id: row.id,
    os: row.os,
    ...(row.browser ? { browser: row.browser } : {}),
    type: row.type,
    first_login: row.firstLogin,
    last_login: row.lastLogin,
    current: row.id === currentId,
  };
}

export function devicesRoutes(app: Hono<AppEnv>) {
  app.get('/api/users/devices', requireUser, (c) => {
    const current = c.var.session.deviceId;
    const mine = c.var.db.devices.devices
      .filter((d) => d.accountId === c.var.account.id)
      .sort((a, b) => b.lastLogin.localeCompare(a.lastLogin))
      .map((d) => deviceOf(d, current));
    return ok(c, {
      desktops: mine.filter((d) => d.type === 'desktop'),
      mobiles: mine.filter((d) => d.type === 'smartphone'),
    });
  });

  app.delete('/api/users/device/:id', requireUser, (c) => {
    const id = idParam(c, 'id');
    const db = c.var.db;
    const device = found(
      db.devices.devices.find((d) => d.id === id && d.accountId === c.var.account.id),
      'Device not found.',
    );
    // spec §6: "You can't delete current session".
    if (device.id === c.var.session.deviceId) fail(c, 422, 'error.currentSession');
    db.devices.devices = db.devices.devices.filter((d) => d.id !== device.id);
    // Removing a device signs out every session that ran on it: their next call is a 401.
    endSessions(db, (s) => s.deviceId === device.id);
    return ok(c, null, { message: say(c, 'success.deviceRemoved') });
  });
}
