// The guest routes of the e-mailed change and cancel links render the BookingChange widget from the address.
import { screen, waitFor } from '@testing-library/react';
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

describe('guest booking links in the portal', () => {
  it('/existing/book/change shows the proposed change in the link’s language, without a session', async () => {
    const { fetch, portal } = await renderPortal(
      '/existing/book/change?booking_id=5006&token=secret-token&lang=ru',
      {
        answers: {
          'GET api/qr/book/change': () => [
            200,
            {
              data: {
                booking_id: 5006,
                current: { apartment, ...stay, price: 700 },
                proposed: {
                  apartment,
                  ...stay,
                  income_date: '2026-12-14',
                  exit_date: '2026-12-19',
                  price: 700,
                },
                expires_at: '2026-12-01T10:00:00.000Z',
              },
            },
          ],
        },
      },
    );
    expect(
      await screen.findByRole('table', { name: 'Ваше бронирование сейчас и в предложенном виде' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Принять изменения' })).toBeInTheDocument();
    const call = fetch.mock.calls
      .map(([input]) => String(input))
      .find((u) => u.includes('book/change'));
    expect(new URL(call!).searchParams.get('booking_id')).toBe('5006');
    expect(new URL(call!).searchParams.get('token')).toBe('secret-token');
    // Read once, the token leaves the address (issue 16 §4); the rest of the link stays.
    await waitFor(() => {
      expect(portal.router.history.location.href).not.toContain('secret-token');
      expect(portal.router.state.location.href).not.toContain('secret-token');
    });
    const address = portal.router.state.location;
    expect(address.pathname).toBe('/existing/book/change');
    expect(address.search).toEqual({ booking_id: 5006, lang: 'ru' });
    expect(screen.getByRole('button', { name: 'Принять изменения' })).toBeInTheDocument();
  });

  it('/qr/book/cancel shows the booking with its cancel button', async () => {
    await renderPortal('/qr/book/cancel?booking_id=5002&token=secret-token&lang=en', {
      answers: {
        'GET api/qr/book/cancel': () => [
          200,
          {
            data: {
              id: 5002,
              status: 'approved',
              apartment,
              ...stay,
              payment_type: 'card',
              comment: null,
              guest: { name: 'Nino', last_name: 'Beridze' },
              can_cancel: true,
            },
          },
        ],
      },
    });
    expect(await screen.findByRole('button', { name: 'Cancel the booking' })).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });
});
