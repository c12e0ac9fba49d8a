// /pay/{apartment_id}/{type}: shows what will be paid and asks once; a visit or a reload starts
// nothing; the payment page opens only after the user's Pay and the 3-second countdown.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heading, renderPortal, type Answers } from '../../../test/renderPortal';

const billing = [
  {
    apartment_id: 101,
    address: 'Chavchavadze Ave 12',
    currency: 'GEL',
    debt: 31.2,
    lines: [
      { type: 'electricity', service_id: 31, ep_code: 'EP700350', debt: 18.7, last_bill: 18.7 },
      { type: 'water', service_id: 32, ep_code: 'EP700350', debt: 12.5, last_bill: 12.5 },
    ],
  },
];

function answers(url = 'http://127.0.0.1:8787/api/pay/checkout/PAY-9'): Answers {
  return {
    'GET api/apartments/billing': () => [200, { data: billing }],
    'POST api/pay/water/EP700350': () => [200, { data: { url, payment_id: 9 } }],
    'GET api/payments/9': () => [
      200,
      {
        data: {
          id: 9,
          date: '2026-11-23',
          apartment_id: 101,
          address: 'Chavchavadze Ave 12',
          type: 'water',
          service_id: 32,
          ep_code: 'EP700350',
          sum: 12.5,
          status: 'pending',
          reference: 'PAY-9',
        },
      },
    ],
  };
}

const posts = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/pay/{apartment_id}/{type}', () => {
  it('shows the service from the address and its debt, and starts nothing on a visit', async () => {
    const { fetch } = await renderPortal('/pay/101/water', { signedIn: true, answers: answers() });
    await heading('Payment');
    expect(await screen.findByRole('textbox', { name: /Amount/ })).toHaveValue('12.50');
    expect(screen.getByText(/^You are paying/)).toHaveTextContent('Water, Chavchavadze Ave 12');
    expect(posts(fetch)).toEqual([]);
  });

  it('after Pay counts down 3 s, then opens the page once in a new tab without an opener', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { fetch } = await renderPortal('/pay/101/water', { signedIn: true, answers: answers() });
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(/Redirecting to the payment page in 3 seconds/)).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3100));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'http://127.0.0.1:8787/api/pay/checkout/PAY-9',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(await screen.findByText('Waiting for the bank to confirm the payment…')).toBeVisible();
    expect(posts(fetch)).toHaveLength(1);
  });

  it('refuses a payment page that is not allow-listed, in words, opening nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderPortal('/pay/101/water', {
      signedIn: true,
      answers: answers('https://pay.evil.example/checkout'),
    });
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(/^The payment page address was not one we trust/)).toBeVisible();
    act(() => vi.advanceTimersByTime(5000));
    expect(open).not.toHaveBeenCalled();
  });

  it('an address that names no payment is not found', async () => {
    await renderPortal('/pay/101/gas', { signedIn: true, answers: answers() });
    await heading(/not found/i);
  });
});
