// QA pass 2, #5: a guest opening an e-mailed booking link with `lang=` sees the whole page in that
// language — header, page title and <html lang> too, not only the widget — with no account call.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../test/renderPortal';

const stay = {
  income_date: '2026-12-13',
  exit_date: '2026-12-18',
  nights: 5,
  adults: 2,
  children: 0,
  children_ages: [],
};
const apartment = { id: 101, address: '33 Chavchavadze Ave, apt 33' };

describe("a guest link's language is the portal's", () => {
  it('/existing/book/change?lang=ru with English stored: the header, title and <html lang> are Russian', async () => {
    const { portal, fetch } = await renderPortal(
      '/existing/book/change?booking_id=5006&token=secret-token&lang=ru',
      {
        answers: {
          'GET api/qr/book/change': () => [
            200,
            {
              data: {
                booking_id: 5006,
                current: { apartment, ...stay, price: 700 },
                proposed: { apartment, ...stay, income_date: '2026-12-14', price: 700 },
                expires_at: '2026-12-01T10:00:00.000Z',
              },
            },
          ],
        },
      },
    );
    await screen.findByRole('button', { name: 'Принять изменения' });
    expect(within(screen.getByRole('banner')).getByText('Сахли')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Изменение бронирования · Sakhli Group'));
    expect(document.documentElement.lang).toBe('ru');
    expect(portal.session.language).toBe('ru');
    const calls = fetch.mock.calls.map(([input]) => String(input));
    expect(calls.some((url) => url.includes('users/locale'))).toBe(false);
  });

  it('/qr/book/cancel?lang=ge: the page title is Georgian', async () => {
    await renderPortal('/qr/book/cancel?booking_id=5002&token=secret-token&lang=ge', {
      answers: { 'GET api/qr/book/cancel': () => [404, { message: 'gone' }] },
    });
    await waitFor(() => expect(document.title).toBe('თქვენი ჯავშანი · Sakhli Group'));
    expect(document.documentElement.lang).toBe('ka');
  });

  it('an unknown lang leaves the stored language', async () => {
    const { portal } = await renderPortal('/qr/book/cancel?booking_id=5002&token=t&lang=xx', {
      answers: { 'GET api/qr/book/cancel': () => [404, { message: 'gone' }] },
    });
    await waitFor(() => expect(document.title).toBe('Your booking · Sakhli Group'));
    expect(portal.session.language).toBe('en');
  });
});
