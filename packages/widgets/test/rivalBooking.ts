// Test and story fixture for spec §8 "Someone booked the dates…": another guest books the same nights
// first, through a window of their own. Plain fetch arguments, so vitest and Storybook both use it.
import type { GuestWindow } from '@sakhli/sdk';

/** The other guest's e-mail: open their window with it. */
export const RIVAL_EMAIL = 'giorgi@example.ge';

/** `fetch` arguments of the other guest's booking of `stay`; `apiBase` ends with a slash. */
export function rivalBooking(
  apiBase: string,
  rival: GuestWindow,
  stay: { from: string; to: string },
): [url: string, init: RequestInit] {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    income_date: stay.from,
    exit_date: stay.to,
    name: 'Giorgi',
    last_name: 'Kapanadze',
    gender: 'male',
    citizenship: 'GE',
    country: 'GE',
    city: 'Batumi',
    address: '1 Chavchavadze St',
    personal_number: '01001000001',
    phone: '+995 599 00 00 00',
    email: RIVAL_EMAIL,
    adults: '1',
    children: '0',
    payment_type: 'cash',
  }))
    form.append(key, value);
  return [
    `${apiBase}api/qr/booking/${rival.apartmentId}/${rival.hash}/${rival.timeHash}`,
    { method: 'POST', headers: { accept: 'application/json' }, body: form },
  ];
}
