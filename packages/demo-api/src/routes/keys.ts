// spec §7 keys: active/paused counts, an apartment's key calendar, door history by day, PDF export.
import type { Hono } from 'hono';
import { idParam, ok, requireUser, type AppContext, type AppEnv } from '../http';
import { addDays, tbilisiTime } from '../store/bookings';
import { keyStatus } from '../store/keys';
import { dateRangeOf, failCoded } from './bookingViews';
import { myOwnedApartmentIds } from './scope';
import { date as dateRule } from '@sakhli/sdk';

/** `{id}` of the key routes is the apartment id (docs/api-assumptions.md). */
function ownApartment(c: AppContext): number {
  const id = idParam(c, 'id');
  if (!myOwnedApartmentIds(c).has(id)) failCoded(c, 404, 'error.apartmentNotFound');
  return id;
}

function doorHistory(c: AppContext, apartmentId: number) {
  const db = c.var.db;
  const now = db.clock.ms();
  return db.keys.doorEvents
    .filter((e) => e.apartmentId === apartmentId && Date.parse(e.at) <= now)
    .sort((a, b) => b.at.localeCompare(a.at))
    .map((e) => ({
      id: e.id,
      key_id: e.keyId,
      holder: db.keys.keys.find((k) => k.id === e.keyId)?.holder ?? '',
      at: e.at,
      method: e.method,
      result: e.result,
    }));
}

/** A one-page PDF (Helvetica, so non-Latin letters are shown as "?"). */
function pdf(lines: string[]): Uint8Array<ArrayBuffer> {
  const ascii = (s: string) => s.replace(/[^\x20-\x7E]/g, '?').replace(/([()\\])/g, '\\$1');
  const content = [
    'BT /F1 10 Tf 40 800 Td 14 TL',
    ...lines.slice(0, 54).map((line) => `(${ascii(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

export function keysRoutes(app: Hono<AppEnv>): void {
  app.get('/api/keys/count', requireUser, (c) => {
    const db = c.var.db;
    const mine = myOwnedApartmentIds(c);
    const statuses = db.keys.keys
      .filter((k) => mine.has(k.apartmentId))
      .map((k) => keyStatus(db, k));
    return ok(c, {
      active: statuses.filter((s) => s === 'active').length,
      paused: statuses.filter((s) => s === 'paused').length,
    });
  });

  app.get('/api/keys/:id/calendar', requireUser, (c) => {
    const db = c.var.db;
    const apartmentId = ownApartment(c);
    const range = dateRangeOf(c);
    const from = range && tbilisiTime(range.start, 0);
    const to = range && tbilisiTime(addDays(range.end, 1), 0);
    const keys = db.keys.keys.filter(
      (k) =>
        k.apartmentId === apartmentId &&
        (!from || !to || (k.validFrom < to && from < k.validUntil)),
    );
    return ok(
      c,
      keys.map((k) => ({
        id: k.id,
        booking_id: k.bookingId ?? null,
        status: keyStatus(db, k),
        start: k.validFrom,
        end: k.validUntil,
        title: k.holder,
        last_opened_at:
          db.keys.doorEvents
            .filter(
              (e) => e.keyId === k.id && e.result === 'opened' && Date.parse(e.at) <= db.clock.ms(),
            )
            .map((e) => e.at)
            .sort()
            .at(-1) ?? null,
      })),
    );
  });

  app.get('/api/keys/:id/list', requireUser, (c) => {
    const apartmentId = ownApartment(c);
    const day = c.req.query('date') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || dateRule(day)) failCoded(c, 400, 'validation.date');
    const from = tbilisiTime(day, 0);
    const to = tbilisiTime(addDays(day, 1), 0);
    return ok(
      c,
      doorHistory(c, apartmentId).filter((e) => e.at >= from && e.at < to),
    );
  });

  app.get('/api/keys/:id/filePdf', requireUser, (c) => {
    const apartmentId = ownApartment(c);
    const apartment = c.var.db.apartments.apartments.find((a) => a.id === apartmentId)!;
    const lines = [
      `Door history - ${apartment.address.en}`,
      `Generated ${c.var.db.clock.now().toISOString()}`,
      '',
      ...doorHistory(c, apartmentId).map(
        (e) =>
          `${e.at.replace('T', ' ').slice(0, 16)} UTC  ${e.result.padEnd(6)}  ${e.method.padEnd(4)}  key ${e.key_id}  ${e.holder}`,
      ),
    ];
    return c.body(pdf(lines), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="door-history-${apartmentId}.pdf"`,
    });
  });
}
