// "Sign out all other devices" (issue 26 §4; assumed, see docs/api-assumptions.md): every device of
// the account but the calling session's goes, with the sessions that ran on them.
import type { Hono } from 'hono';
import { ok, requireUser, say, type AppEnv } from '../http';
import { endSessions } from '../store/sessionTokens';

export function otherDevicesRoutes(app: Hono<AppEnv>) {
  app.delete('/api/users/devices/others', requireUser, (c) => {
    const db = c.var.db;
    const accountId = c.var.account.id;
    // spec §6: the current session is never deleted.
    const current = c.var.session.deviceId;
    const others = new Set(
      db.devices.devices
        .filter((d) => d.accountId === accountId && d.id !== current)
        .map((d) => d.id),
    );
    db.devices.devices = db.devices.devices.filter((d) => !others.has(d.id));
    // The account's sessions elsewhere end too (their next call, and their refresh, answer 401);
    // this one (and others on this device) stay.
    endSessions(
      db,
      (s) =>
        s.accountId === accountId &&
        s !== c.var.session &&
        (current === undefined || s.deviceId !== current),
    );
    return ok(c, { removed: others.size }, { message: say(c, 'success.otherDevicesRemoved') });
  });
}
