import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/createClient';
import { isApiError } from '../client/ApiError';
import { sdkMessages } from '../messages/catalog';
import { json, recordingFetch } from '../testing/recordingFetch';
import { startPayment } from './payments';
import { checkPaymentUrl, isPaymentUrlError, PaymentUrlError } from './paymentUrl';

const PROVIDER = 'https://pay.provider.ge';

function clientAnswering(
  url: unknown,
  options: { paymentOrigins?: string[]; devPaymentPage?: boolean },
) {
  const rec = recordingFetch(() => json({ data: { url, payment_id: 7 } }));
  const onError = vi.fn();
  const client = createClient({
    baseURL: 'http://api.test/',
    fetch: rec.fetch,
    onError,
    ...options,
  });
  return { client, onError };
}

const pay = (client: ReturnType<typeof clientAnswering>['client']) =>
  startPayment(client, 'electricity', 'EP700350', { serviceId: 31, sum: 12.5 });

afterEach(() => vi.unstubAllGlobals());

describe('startPayment: the payment page must be allow-listed', () => {
  it('resolves with an https URL on an allowed origin', async () => {
    const { client } = clientAnswering(`${PROVIDER}/checkout/abc?x=1`, {
      paymentOrigins: [PROVIDER],
    });
    await expect(pay(client)).resolves.toEqual({
      url: `${PROVIDER}/checkout/abc?x=1`,
      payment_id: 7,
    });
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)', 'not-https'],
    ['data:', 'data:text/html,<script>alert(1)</script>', 'not-https'],
    ['plain http on the allowed host', 'http://pay.provider.ge/checkout', 'not-https'],
    ['a foreign https host', 'https://evil.example/checkout', 'origin-not-allowed'],
    ['a look-alike subdomain', 'https://pay.provider.ge.evil.example/x', 'origin-not-allowed'],
    ['another port', 'https://pay.provider.ge:8443/x', 'origin-not-allowed'],
    ['credentials in the URL', 'https://user:pw@pay.provider.ge/x', 'origin-not-allowed'],
  ])('refuses %s, with the translated message id and no toast', async (_, url, problem) => {
    const { client, onError } = clientAnswering(url, { paymentOrigins: [PROVIDER] });
    const error = await pay(client).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isPaymentUrlError(error)).toBe(true);
    expect((error as PaymentUrlError).problem).toBe(problem);
    expect((error as PaymentUrlError).messageId).toBe('error.paymentUrlRefused');
    expect((error as Error).message).not.toContain(url);
    expect(onError).not.toHaveBeenCalled();
  });

  it('refuses every URL when no origin is configured', async () => {
    const { client } = clientAnswering(`${PROVIDER}/checkout`, {});
    await expect(pay(client)).rejects.toBeInstanceOf(PaymentUrlError);
  });

  it('ignores allow-list entries that are not https origins', () => {
    expect(() =>
      checkPaymentUrl('http://pay.provider.ge/x', { paymentOrigins: ['http://pay.provider.ge'] }),
    ).toThrow(PaymentUrlError);
    expect(() => checkPaymentUrl('https://x.ge/', { paymentOrigins: ['not a url'] })).toThrow(
      PaymentUrlError,
    );
  });

  it('a URL that does not parse is refused by the schema before the check', async () => {
    const { client } = clientAnswering('not a url', { paymentOrigins: [PROVIDER] });
    const error = await pay(client).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('bad-response');
  });

  it('says why in ge, en and ru', () => {
    const text = sdkMessages['error.paymentUrlRefused'];
    expect(Object.keys(text).sort()).toEqual(['en', 'ge', 'ru']);
    for (const value of Object.values(text)) expect(value.length).toBeGreaterThan(20);
  });
});

describe('the demo API stand-in page (development only)', () => {
  const demo = 'http://127.0.0.1:8787/api/pay/checkout/PAY-9001';

  it('is accepted when devPaymentPage is on', () => {
    expect(checkPaymentUrl(demo, { devPaymentPage: true }).href).toBe(demo);
  });

  it('is refused when devPaymentPage is off, and by default on a public page', () => {
    expect(() => checkPaymentUrl(demo, { devPaymentPage: false })).toThrow(PaymentUrlError);
    vi.stubGlobal('location', { hostname: 'portal.sakhli.ge' });
    expect(() => checkPaymentUrl(demo)).toThrow(PaymentUrlError);
  });

  it('is accepted by default while the page itself runs on a loopback host', () => {
    vi.stubGlobal('location', { hostname: '127.0.0.1' });
    expect(checkPaymentUrl(demo).href).toBe(demo);
  });

  it('means only the checkout path on a loopback host', () => {
    for (const url of [
      'http://127.0.0.1:8787/api/users',
      'http://evil.example/api/pay/checkout/PAY-1',
      'http://10.0.0.1/api/pay/checkout/PAY-1',
      'javascript:alert(1)//127.0.0.1/api/pay/checkout/',
    ]) {
      expect(() => checkPaymentUrl(url, { devPaymentPage: true }), url).toThrow(PaymentUrlError);
    }
  });
});
