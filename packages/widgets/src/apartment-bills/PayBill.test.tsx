// Paying a bill against the real demo API: the amount's rules, the 3-second redirect with cancel,
// the SDK refusing an unsafe page, and the bank's answer coming back (pending → paid).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, getApartmentsBilling, type BillingLine, type Language } from '@sakhli/sdk';
import { progressMessages as payMessages } from './progressMessages';
import {
  answer,
  API_BASE,
  named,
  shownGel,
  payOnStandIn,
  renderPayBill,
  serveBillsApi,
  signedIn,
  when,
  type Served,
} from './testing';
import type { Tokens } from '../ticket-chat/testing';

const gel = (amount: number) => shownGel(amount, 2);
/** The chosen option's text, spaces normalised. */
const chosen = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent?.replace(/\s/g, ' ');

let served: Served;
let session: Tokens;

async function linesOf(apartmentId: number): Promise<BillingLine[]> {
  const client = createClient({
    baseURL: API_BASE,
    session,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      served.api.fetch(new Request(input, init))) as typeof fetch,
  });
  return (await getApartmentsBilling(client)).find((b) => b.apartment_id === apartmentId)!.lines;
}

beforeEach(async () => {
  // Only the clock and intervals are faked, and they still follow real time: the test skips the
  // 3-second countdown and the 2-second status poll instead of waiting for them.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
  served = serveBillsApi();
  session = await signedIn(served);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const amountBox = () => screen.getByRole('textbox', { name: /Amount/ });

describe('PayBill: the form', () => {
  it('defaults to the first owed utility and its whole debt, and says what will be paid', async () => {
    const electricity = (await linesOf(101)).find((l) => l.type === 'electricity')!;
    renderPayBill({ apartmentId: 101, session, openPaymentPage: vi.fn() });
    expect(await screen.findByRole('heading', { name: 'Pay a bill' })).toBeVisible();
    expect(chosen(await screen.findByRole('combobox', { name: /What to pay/ }))).toBe(
      `Electricity — owes ${gel(electricity.debt)}`,
    );
    expect(amountBox()).toHaveValue(electricity.debt.toFixed(2));
    expect(screen.getByText(/^You are paying/)).toHaveTextContent(
      `You are paying ${gel(electricity.debt)} for Electricity`,
    );
    expect(
      screen.getByRole('button', { name: named(`Pay ${gel(electricity.debt)}`) }),
    ).toBeVisible();
  });

  it('starts from the utility the host names, and follows the user to another one', async () => {
    const user = userEvent.setup();
    const lines = await linesOf(102);
    const water = lines.find((l) => l.type === 'water')!;
    const services = lines.find((l) => l.type === 'services')!;
    renderPayBill({ apartmentId: 102, type: 'water', session, openPaymentPage: vi.fn() });
    const select = await screen.findByRole('combobox', { name: /What to pay/ });
    expect(chosen(select)).toBe(`Water — owes ${gel(water.debt)}`);
    expect(amountBox()).toHaveValue(water.debt.toFixed(2));
    await user.selectOptions(select, 'services');
    expect(amountBox()).toHaveValue(services.debt.toFixed(2));
  });

  it.each([
    ['', 'Field is required.'],
    ['twelve', 'Enter an amount in lari with at most two decimals, e.g. 12.50.'],
    ['12.345', 'Enter an amount in lari with at most two decimals, e.g. 12.50.'],
    ['0', 'The amount must be more than zero.'],
    ['-3', 'Enter an amount in lari with at most two decimals, e.g. 12.50.'],
  ])(
    'refuses %j with a clear message, sends nothing and focuses the field',
    async (typed, text) => {
      const user = userEvent.setup();
      renderPayBill({ apartmentId: 101, session, openPaymentPage: vi.fn() });
      await user.clear(await screen.findByRole('textbox', { name: /Amount/ }));
      if (typed) await user.type(amountBox(), typed);
      await user.click(screen.getByRole('button', { name: /^Pay/ }));
      expect(await screen.findByText(text)).toBeVisible();
      expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
      expect(amountBox()).toHaveFocus();
      expect(served.calls.filter((c) => c.startsWith('POST /api/pay/'))).toEqual([]);
    },
  );

  it('refuses more than is owed, naming the most that may be paid', async () => {
    const user = userEvent.setup();
    const electricity = (await linesOf(101)).find((l) => l.type === 'electricity')!;
    renderPayBill({ apartmentId: 101, session, openPaymentPage: vi.fn() });
    await user.clear(await screen.findByRole('textbox', { name: /Amount/ }));
    await user.type(amountBox(), (electricity.debt + 0.01).toFixed(2));
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(
      await screen.findByText(`You can pay at most ${gel(electricity.debt)} for this service.`),
    ).toBeVisible();
    expect(served.calls.filter((c) => c.startsWith('POST /api/pay/'))).toEqual([]);
  });

  it('accepts a part payment with tetri and a decimal comma', async () => {
    const user = userEvent.setup();
    renderPayBill({ apartmentId: 101, session, openPaymentPage: vi.fn() });
    await user.clear(await screen.findByRole('textbox', { name: /Amount/ }));
    await user.type(amountBox(), '1,05');
    expect(screen.getByRole('button', { name: named(`Pay ${gel(1.05)}`) })).toBeVisible();
  });

  it('says so when nothing is owed, with no form to send', async () => {
    served.override(
      when('GET', /^\/api\/apartments\/billing$/, () =>
        answer({
          data: [
            {
              apartment_id: 101,
              address: 'Chavchavadze Ave 12',
              currency: 'GEL',
              debt: 0,
              lines: [
                { type: 'water', service_id: 32, ep_code: 'EP700350', debt: 0, last_bill: 20 },
              ],
            },
          ],
        }),
      ),
    );
    renderPayBill({ apartmentId: 101, session, openPaymentPage: vi.fn() });
    expect(await screen.findByText('Nothing is owed for this apartment right now.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe('PayBill: the payment', () => {
  it('counts down 3 s with Cancel; cancelled, nothing is opened', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    renderPayBill({ apartmentId: 101, session, openPaymentPage: open });
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Redirecting to the payment page in 3 seconds…')).toBeVisible();
    // Focus goes to the one thing left to do.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    vi.advanceTimersByTime(1100);
    expect(await screen.findByText('Redirecting to the payment page in 2 seconds…')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText(
        'Cancelled: the payment page was not opened and nothing was charged.',
      ),
    ).toBeVisible();
    vi.advanceTimersByTime(5000);
    expect(open).not.toHaveBeenCalled();
    // The form is back, to pay again on purpose.
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeVisible();
  });

  it('opens the checked page once after 3 s, and shows it paid when the bank reports back', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    const onPaid = vi.fn();
    const electricity = (await linesOf(101)).find((l) => l.type === 'electricity')!;
    renderPayBill({ apartmentId: 101, session, openPaymentPage: open, onPaid });
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    await screen.findByText(/Redirecting to the payment page/);
    vi.advanceTimersByTime(3100);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const url = open.mock.calls[0]![0] as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/api\/pay\/checkout\/PAY-[0-9A-F]{16}$/);
    expect(await screen.findByText('Waiting for the bank to confirm the payment…')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    await payOnStandIn(served, url);
    vi.advanceTimersByTime(2100);
    expect(
      await screen.findByText(`Paid: ${gel(electricity.debt)} for Electricity. Thank you!`),
    ).toBeVisible();
    expect(onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ apartmentId: 101, type: 'electricity', sum: electricity.debt }),
    );
    expect(open).toHaveBeenCalledTimes(1);
    // The debt it paid is gone from the form's choices.
    await user.click(screen.getByRole('button', { name: 'Pay another bill' }));
    expect(
      await screen.findByRole('option', { name: 'Electricity — nothing owed' }),
    ).toBeDisabled();
    expect(served.calls.filter((c) => c.startsWith('POST /api/pay/'))).toHaveLength(1);
  });

  it('says the bank declined it and charged nothing', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    renderPayBill({ apartmentId: 101, session, openPaymentPage: open });
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    vi.advanceTimersByTime(3100);
    await waitFor(() => expect(open).toHaveBeenCalled());
    await payOnStandIn(served, open.mock.calls[0]![0] as string, 'decline');
    vi.advanceTimersByTime(2100);
    expect(
      await screen.findByText('The bank declined the payment. Nothing was charged.'),
    ).toBeVisible();
  });

  it('a failed follow-up of an opened payment, shown nowhere else, is still said as a toast', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    served.override(
      when('GET', /^\/api\/payments\/\d+$/, () =>
        answer({ message: 'The bank is not answering.' }, 400),
      ),
    );
    renderPayBill({ apartmentId: 101, session, openPaymentPage: open });
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    vi.advanceTimersByTime(3100);
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toHaveTextContent('The bank is not answering.');
  });

  it.each([
    ['a foreign host', 'https://evil.example/checkout'],
    ['a script URL', 'javascript:alert(1)'],
    ['plain http on the allowed host', 'http://pay.bank.ge/checkout'],
  ])('refuses %s in words and opens nothing', async (_, url) => {
    const user = userEvent.setup();
    const open = vi.fn();
    served.override(when('POST', /^\/api\/pay\//, () => answer({ data: { url, payment_id: 1 } })));
    renderPayBill({
      apartmentId: 101,
      session,
      openPaymentPage: open,
      paymentOrigins: ['https://pay.bank.ge'],
    });
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    expect(
      await screen.findByText(
        /^The payment page address was not one we trust, so it was not opened\./,
      ),
    ).toBeVisible();
    vi.advanceTimersByTime(5000);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText(/Redirecting/)).toBeNull();
  });

  it('opens an allow-listed https page', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    served.override(
      when('POST', /^\/api\/pay\//, () =>
        answer({ data: { url: 'https://pay.bank.ge/checkout/abc', payment_id: 1 } }),
      ),
    );
    renderPayBill({
      apartmentId: 101,
      session,
      openPaymentPage: open,
      paymentOrigins: ['https://pay.bank.ge'],
    });
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    vi.advanceTimersByTime(3100);
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.bank.ge/checkout/abc'));
  });

  it("shows the server's refusal in place and keeps the form", async () => {
    const user = userEvent.setup();
    served.override(
      when('POST', /^\/api\/pay\//, () =>
        answer({ message: 'This service does not belong to the payment code.' }, 422),
      ),
    );
    renderPayBill({ apartmentId: 101, session, openPaymentPage: vi.fn() });
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    const title = await screen.findByText('The payment could not be started.');
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      'This service does not belong to the payment code.',
    );
    // Once: no toast repeats the refusal.
    expect(screen.getAllByText('This service does not belong to the payment code.')).toHaveLength(
      1,
    );
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeVisible();
  });

  /** The start refused as too many attempts, the wait in Retry-After. */
  const throttle = (seconds: number) =>
    served.override(
      when('POST', /^\/api\/pay\//, () => {
        const refused = answer({ message: 'Slow down.' }, 429);
        refused.headers.set('Retry-After', String(seconds));
        return refused;
      }),
    );

  it.each<[Language, number, RegExp, string]>([
    ['en', 90, /^Pay/, 'Too many attempts. Try again in 90 s.'],
    ['en', 600, /^Pay/, 'Too many attempts. Try again in 10 minutes.'],
    ['en', 121, /^Pay/, 'Too many attempts. Try again in 3 minutes.'],
    ['ge', 600, /^გადახდა/, 'ძალიან ბევრი მცდელობა. სცადეთ ხელახლა 10 წუთში.'],
    ['ru', 300, /^Оплатить/, 'Слишком много попыток. Попробуйте снова через 5 минут.'],
    ['ru', 180, /^Оплатить/, 'Слишком много попыток. Попробуйте снова через 3 минуты.'],
  ])(
    'a throttled start (%s, Retry-After %i) says when to try again',
    async (language, wait, pay, text) => {
      const user = userEvent.setup();
      throttle(wait);
      renderPayBill({ apartmentId: 101, session, language, openPaymentPage: vi.fn() });
      await user.click(await screen.findByRole('button', { name: pay }));
      const title = await screen.findByText(
        payMessages['apartmentBills.pay.startFailed'][language],
      );
      expect(title.closest('[role="alert"]')).toHaveTextContent(text);
      expect(screen.getAllByText(text)).toHaveLength(1);
      expect(screen.queryByText('Slow down.')).toBeNull();
    },
  );
});
