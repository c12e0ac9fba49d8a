// The guest flow's test helpers: fixtures, a filled booking form, and an opened 10-minute window.
import {
  isApiError,
  requestGuestLink,
  type ApiError,
  type GuestBookingForm,
  type GuestBookingToken,
  type GuestWindow,
  type Language,
  type SakhliClient,
} from '@sakhli/sdk';
import type { Harness } from './harness';

export interface Fixtures {
  guestLinks: { apartmentId: number; hash: string; url: string }[];
  bookingChangeLinks: (GuestBookingToken & { kind: string; url: string })[];
  bookingCancelLinks: (GuestBookingToken & { kind: string; url: string })[];
}

export async function fixtures(h: Harness): Promise<Fixtures> {
  const response = await h.api.fetch(new Request(new URL('/__demo/fixtures', h.baseURL)));
  return (await response.json()) as Fixtures;
}

export async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

export const form = (overrides: Partial<GuestBookingForm> = {}): GuestBookingForm => ({
  income_date: '2026-12-10',
  exit_date: '2026-12-13',
  name: 'თამარ',
  last_name: 'ჯაფარიძე',
  gender: 'female',
  citizenship: 'GE',
  country: 'GE',
  city: 'ბათუმი',
  address: 'გორგილაძის ქ. 9',
  personal_number: '61001055555',
  phone: '+995 551 23 45 67',
  email: 'tamar@example.ge',
  messenger: 'Telegram @tamar',
  adults: 2,
  children: 1,
  children_ages: [4],
  payment_type: 'card',
  comment: 'Late arrival, around 23:00.',
  ...overrides,
});

/** Step 1 for a guest: e-mail the link of apartment 101, read the time hash from the outbox. */
export async function openWindow(
  h: Harness,
  email = 'tamar@example.ge',
  language: Language = 'en',
): Promise<{ win: GuestWindow; client: SakhliClient }> {
  const { guestLinks } = await fixtures(h);
  const link = guestLinks[0]!;
  const { client } = h.client({ language });
  await requestGuestLink(client, link, email);
  const url = h.mail(email, 'reservation')?.link;
  const match = /\/qr\/booking\/(\d+)\/([^/]+)\/([^/?#]+)$/.exec(url ?? '');
  if (!match) throw new Error(`no reservation link e-mailed to ${email}: ${url}`);
  return {
    client,
    win: { apartmentId: Number(match[1]), hash: match[2]!, timeHash: match[3]! },
  };
}
