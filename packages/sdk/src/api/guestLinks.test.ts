// The call a first view starts before the client exists must be the client's own, to the byte:
// the widget's client then takes its answer instead of asking again (widgets' booking-change/firstCall.ts).
import { describe, expect, it } from 'vitest';
import { createClient, type SakhliClient } from '../client/createClient';
import { json } from '../testing/recordingFetch';
import { getBookingChange, getGuestBooking } from './guest';
import { guestLinkCall, type GuestBookingToken } from './guestLinks';

const link: GuestBookingToken = { bookingId: 5006, token: 'a1b2-c3_d4', lang: 'ru' };

/** What a client with no session on `baseURL`, in `language`, hands its fetch for `open`. */
async function sent(
  baseURL: string,
  open: (client: SakhliClient, link: GuestBookingToken) => Promise<unknown>,
) {
  const calls: { input: string; init?: RequestInit }[] = [];
  const client = createClient({
    baseURL,
    language: 'ge',
    fetch: (input, init) => {
      calls.push({ input: String(input), init });
      return Promise.resolve(json({ data: null }));
    },
  });
  await open(client, link).catch(() => undefined);
  const [call] = calls;
  return {
    url: call!.input,
    method: call!.init?.method ?? 'GET',
    headers: [...new Headers(call!.init?.headers)],
  };
}

describe('guestLinkCall', () => {
  it.each([
    ['change', getBookingChange, 'http://api.test/'],
    ['cancel', getGuestBooking, 'http://api.test/v1'],
  ] as const)('is what a client sends to open a %s link', async (mode, open, baseURL) => {
    const call = guestLinkCall(baseURL, link, mode, 'ge');
    expect(await sent(baseURL, open)).toEqual({
      url: call.url,
      method: 'GET',
      headers: [...new Headers(call.headers)],
    });
    expect(call.url).toContain(`api/qr/book/${mode}?booking_id=5006&token=a1b2-c3_d4&lang=ru`);
  });
});
