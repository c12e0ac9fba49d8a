// Digital door keys (spec §3 Digital key, §7 keys): counts, a key calendar per apartment, door history.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import type { DownloadedFile } from '../client/call';

const timestampSchema = v.pipe(v.string(), v.isoTimestamp());

export const KEY_STATUSES = ['active', 'paused', 'expired'] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];

export const keyCountSchema = v.object({ active: v.number(), paused: v.number() });
export type KeyCount = v.InferOutput<typeof keyCountSchema>;

/** A key on the apartment's calendar: who holds it and when it opens the door. */
export const keyEventSchema = v.object({
  id: v.number(),
  /** The booking it was generated for; null for the owner's and residents' keys. */
  booking_id: v.nullish(v.number()),
  status: v.picklist(KEY_STATUSES),
  /** Valid from (ISO timestamp). */
  start: timestampSchema,
  /** Valid until (ISO timestamp). */
  end: timestampSchema,
  /** The holder's name, ready to show. */
  title: v.string(),
  last_opened_at: v.nullish(timestampSchema),
});
export type KeyEvent = v.InferOutput<typeof keyEventSchema>;

/** One entry of the door history. */
export const doorEventSchema = v.object({
  id: v.number(),
  key_id: v.number(),
  holder: v.string(),
  at: timestampSchema,
  /** How the door was opened. */
  method: v.picklist(['app', 'code', 'card']),
  /** `denied`: a paused or expired key was tried. */
  result: v.picklist(['opened', 'denied']),
});
export type DoorEvent = v.InferOutput<typeof doorEventSchema>;

export const keyKeys = {
  all: ['keys'] as const,
  count: () => [...keyKeys.all, 'count'] as const,
  calendar: (apartmentId: number, dateRange?: { from: string; to: string }) =>
    [...keyKeys.all, 'calendar', apartmentId, dateRange ?? null] as const,
  history: (apartmentId: number, date: string) =>
    [...keyKeys.all, 'history', apartmentId, date] as const,
};

/** Active and paused keys over all of the user's apartments. */
export async function getKeyCount(client: SakhliClient): Promise<KeyCount> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/keys/count',
    schema: keyCountSchema,
  });
  return data;
}

export function keyCountQuery(client: SakhliClient) {
  return { queryKey: keyKeys.count(), queryFn: () => getKeyCount(client) };
}

/** The keys of an apartment (`{id}` is the apartment id: assumption) valid within the window. */
export async function getKeyCalendar(
  client: SakhliClient,
  apartmentId: number,
  dateRange?: { from: string; to: string },
): Promise<KeyEvent[]> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/keys/${apartmentId}/calendar`,
    query: { date_range: dateRange && `${dateRange.from},${dateRange.to}` },
    schema: v.array(keyEventSchema),
  });
  return data;
}

export function keyCalendarQuery(
  client: SakhliClient,
  apartmentId: number,
  dateRange?: { from: string; to: string },
) {
  return {
    queryKey: keyKeys.calendar(apartmentId, dateRange),
    queryFn: () => getKeyCalendar(client, apartmentId, dateRange),
  };
}

/** The door history of one day (`date` is `YYYY-MM-DD`), newest first. */
export async function getDoorHistory(
  client: SakhliClient,
  apartmentId: number,
  date: string,
): Promise<DoorEvent[]> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/keys/${apartmentId}/list`,
    query: { date },
    schema: v.array(doorEventSchema),
  });
  return data;
}

export function doorHistoryQuery(client: SakhliClient, apartmentId: number, date: string) {
  return {
    queryKey: keyKeys.history(apartmentId, date),
    queryFn: () => getDoorHistory(client, apartmentId, date),
  };
}

/** The apartment's door history as a PDF. */
export function downloadDoorHistoryPdf(
  client: SakhliClient,
  apartmentId: number,
): Promise<DownloadedFile> {
  return client.download({ method: 'GET', path: `api/keys/${apartmentId}/filePdf` });
}
