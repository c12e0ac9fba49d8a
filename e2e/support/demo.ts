// The demo API's test controls (/__demo): fixtures, outbox, clock and reset.
import { inject } from 'vitest';

async function demo<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(new URL(`__demo/${path}`, inject('apiBase')), init);
  if (!response.ok) throw new Error(`/__demo/${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface GuestLink {
  apartmentId: number;
  hash: string;
  url: string;
}

export interface BookingLink {
  kind: string;
  bookingId: number;
  token: string;
  lang: string;
  url: string;
}

export interface Fixtures {
  accounts: { email: string; password: string; role: string; language: string }[];
  guestLinks?: GuestLink[];
  bookingChangeLinks?: BookingLink[];
  bookingCancelLinks?: BookingLink[];
  [more: string]: unknown;
}

export const fixtures = () => demo<Fixtures>('fixtures');

/** E-mails the demo API "sent" (2FA codes, reservation links, reset links). */
export const outbox = <T = Record<string, unknown>>() => demo<T[]>('outbox');

export const resetDemo = () => demo<{ ok: true }>('reset', { method: 'POST' });

export const travel = (advanceMs: number) =>
  demo<{ now: string }>('clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });

/** A fixture link (pointing at the portal) opened on the playground: same path and query. */
export function onPlayground(link: string): string {
  const url = new URL(link);
  return new URL(`${url.pathname}${url.search}`, inject('playgroundURL')).href;
}
