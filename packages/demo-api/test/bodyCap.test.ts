// The app-wide body cap (issue 16 §6): 413 in the caller's language past 10 MB; a 5 MB passport scan still passes.
import { describe, expect, it } from 'vitest';
import { createGuestBooking } from '@sakhli/sdk';
import { createHarness, raw } from './harness';
import { form, openWindow } from './guestWindow';

describe('request body cap', () => {
  it('refuses a body past 10 MB on any route with 413 and the catalogue message', async () => {
    const h = createHarness();
    const huge = new Uint8Array(10 * 1024 * 1024 + 1).fill(32);
    for (const path of ['api/auth/login', 'api/no-such-route', 'api/auth/forgot_password']) {
      const answer = await raw(h, 'POST', path, { body: huge, language: 'ru' });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe('Запрос слишком большой (макс. 10 MB).');
    }
  });

  it('takes a 5 MB passport scan with the booking form', async () => {
    const h = createHarness();
    const { win, client } = await openWindow(h);
    const scan = new File([new Uint8Array(5 * 1024 * 1024)], 'passport.png', { type: 'image/png' });
    expect((await createGuestBooking(client, win, form({ passport_scan: scan }))).status).toBe(
      'new',
    );
  });
});
