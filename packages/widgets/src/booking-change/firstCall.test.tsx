// An e-mailed link's booking is asked for by its first view, beside the code, and the widget takes
// that answer instead of asking again (firstCall.ts): one call per link, as before, only sooner.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { elementByTag } from '../elements/catalog';
import { createSakhliElement } from '../elements/defineSakhliElement';
import { elementSpec } from '../elements/spec';
import { SakhliProvider } from '../shell/SakhliProvider';
import { serveDemoApi } from '../guest-booking/testing';
import { painterFor } from '../loader/first/paint';
import { fit } from '../loader/first/fits/sakhli-booking-change';
import { NUMBER_SLOT } from '../loader/first/numberSlot';
import { BookingChange } from './BookingChange';
import { fetchTakingFirst, firstCallIn, startFirstCall, type FirstCall } from './firstCall';
import { API_BASE, linkOf } from './testing';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const HEADERS = { Accept: 'application/json', 'user-language': 'en' };
const URL_OF_CALL = 'http://api.test/api/qr/book/change?booking_id=1&token=t&lang=en';

/** A first call whose answer is `body`, and a fetch that records what reaches the network. */
function setUp(body = 'first') {
  const call: FirstCall = {
    url: URL_OF_CALL,
    headers: HEADERS,
    response: Promise.resolve(new Response(body)),
  };
  const network = vi.fn(() => Promise.resolve(new Response('network')));
  return { call, network, fetch: fetchTakingFirst(call, network) };
}

describe("the widget's fetch", () => {
  it("answers the first GET of the call's address and headers with its answer, once", async () => {
    const { network, fetch } = setUp();
    const ask = () => fetch(URL_OF_CALL, { method: 'GET', headers: new Headers(HEADERS) });
    expect(await (await ask()).text()).toBe('first');
    expect(network).not.toHaveBeenCalled();
    expect(await (await ask()).text()).toBe('network');
  });

  it('sends anything else to the network: another address, language or method', async () => {
    for (const [input, init] of [
      [URL_OF_CALL.replace('booking_id=1', 'booking_id=2'), { headers: HEADERS }],
      [URL_OF_CALL, { headers: { ...HEADERS, 'user-language': 'ru' } }],
      [URL_OF_CALL, { headers: { ...HEADERS, 'access-token': 'a' } }],
      [URL_OF_CALL, { method: 'POST', headers: HEADERS }],
    ] as const) {
      const { network, fetch } = setUp();
      expect(await (await fetch(input, init)).text(), JSON.stringify([input, init])).toBe(
        'network',
      );
      expect(network).toHaveBeenCalledOnce();
    }
  });

  it('asks the network itself where the call got no answer (offline as the link opened)', async () => {
    const { call, network, fetch } = setUp();
    call.response = Promise.reject(new TypeError('Failed to fetch'));
    expect(await (await fetch(URL_OF_CALL, { headers: HEADERS })).text()).toBe('network');
    expect(network).toHaveBeenCalledOnce();
  });

  it("gives up on an answer that outlasts the client's timeout", async () => {
    const { call, fetch } = setUp();
    call.response = new Promise(() => undefined);
    const timeout = new AbortController();
    const answer = fetch(URL_OF_CALL, { headers: HEADERS, signal: timeout.signal });
    timeout.abort(new DOMException('The call took too long', 'TimeoutError'));
    await expect(answer).rejects.toThrow('The call took too long');
  });

  it('is left in the shadow root until taken', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('first')));
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    expect(firstCallIn(root)).toBeUndefined();
    startFirstCall(root, { url: URL_OF_CALL, headers: HEADERS });
    const call = firstCallIn(root)!;
    expect(call.url).toBe(URL_OF_CALL);
    await fetchTakingFirst(call, vi.fn())(URL_OF_CALL, { headers: HEADERS });
    expect(firstCallIn(root)).toBeUndefined();
  });
});

describe('an e-mailed change link painted before its code', () => {
  let defined = 0;
  /** Paints `kind`'s link before its code, then defines the element (a tag of its own each time). */
  async function openLink(kind: string) {
    const { api, calls } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', kind);
    const tag = `sakhli-booking-change-first-call-${++defined}`;
    const element = document.createElement(tag) as HTMLElement & { token?: string };
    element.setAttribute('booking-id', String(link.bookingId));
    element.setAttribute('lang', 'ru');
    element.token = link.token;
    document.body.append(element);

    const view = { html: `<div data-sakhli-root=""><h2>№ ${NUMBER_SLOT}</h2></div>`, css: '' };
    await painterFor(fit)(element, { ...view, language: 'ru' }, { apiBase: API_BASE });
    const opening = (call: { method: string; path: string }) =>
      call.method === 'GET' && call.path === '/api/qr/book/change';
    // Before the widget's code has run (its element is not even defined yet).
    expect(calls.filter(opening)).toHaveLength(1);

    customElements.define(
      tag,
      createSakhliElement(
        { ...elementSpec(elementByTag('sakhli-booking-change')), tag },
        BookingChange as never,
        {
          provider: SakhliProvider,
          config: { apiBase: API_BASE },
        },
      ),
    );
    return { root: within(element.shadowRoot as unknown as HTMLElement), element, calls, opening };
  }

  it('asks for the booking as it is painted, and the widget shows that answer without asking again', async () => {
    const { root, element, calls, opening } = await openLink('pending');
    expect(await root.findByRole('button', { name: 'Отклонить изменения' })).toBeTruthy();
    await waitFor(() => expect(firstCallIn(element.shadowRoot!)).toBeUndefined());
    expect(calls.filter(opening)).toHaveLength(1);
  });

  it('says an expired link once: its answer, in before the content shows, is not asked for again', async () => {
    const { root, calls, opening } = await openLink('expired');
    expect(await root.findByText('Срок ответа истёк')).toBeTruthy();
    // Two frames on: the content's effects (where its query would ask again) have run.
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((next) => requestAnimationFrame(() => setTimeout(next)));
    }
    expect(calls.filter(opening)).toHaveLength(1);
  });
});
