// <sakhli-booking-change> as a host page uses it: booking-id attribute, token property (never an
// attribute), keyboard decision inside the shadow root, and the composed sakhli-decision event.
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor, within } from '@testing-library/react';
import { elementByTag } from '../elements/catalog';
import { createSakhliElement } from '../elements/defineSakhliElement';
import { elementSpec } from '../elements/spec';
import { SakhliProvider } from '../shell/SakhliProvider';
import { serveDemoApi } from '../guest-booking/testing';
import { BookingChange } from './BookingChange';
import { API_BASE, linkOf } from './testing';

let counter = 0;
function defineElement(): string {
  const tag = `sakhli-booking-change-test-${++counter}`;
  const spec = { ...elementSpec(elementByTag('sakhli-booking-change')), tag };
  customElements.define(
    tag,
    createSakhliElement(spec, BookingChange as never, {
      provider: SakhliProvider,
      config: { apiBase: API_BASE },
    }),
  );
  return tag;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('<sakhli-booking-change>', () => {
  it('takes the token as a property, decides inside the shadow root and emits sakhli-decision', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    const tag = defineElement();
    const element = document.createElement(tag) as HTMLElement & { token?: string };
    element.setAttribute('booking-id', String(link.bookingId));
    element.setAttribute('lang', 'ru');
    element.token = link.token;
    const decisions: unknown[] = [];
    document.addEventListener('sakhli-decision', (e) => decisions.push((e as CustomEvent).detail));
    document.body.append(element);

    await waitFor(() => expect(element.shadowRoot?.querySelector('table')).toBeTruthy());
    // The secret stays out of the DOM.
    expect(element.getAttributeNames()).not.toContain('token');
    expect(element.shadowRoot!.innerHTML).not.toContain(link.token);

    const root = within(element.shadowRoot as unknown as HTMLElement);
    await user.click(root.getByRole('button', { name: 'Отклонить изменения' }));
    await user.click(await root.findByRole('button', { name: 'Да, отклонить' }));
    await root.findByText('Вы отклонили изменения бронирования.');
    expect(decisions).toEqual([{ bookingId: link.bookingId, decision: 'reject' }]);
  });

  it("reads an e-mailed link from the address and is wholly in the link's language, not the page's", async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    const url = new URL(link.url);
    url.searchParams.set('lang', 'ru');
    history.replaceState(null, '', `/existing/book/change${url.search}`);
    const languages: (string | null)[] = [];
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      languages.push(new Request(input, init).headers.get('user-language'));
      return served(input, init);
    });
    const tag = defineElement();
    // The page is in English (its element's `lang`); the guest's e-mail was in Russian.
    const element = document.createElement(tag);
    element.setAttribute('lang', 'en');
    element.setAttribute('from-url', '');
    document.body.append(element);

    const root = within(element.shadowRoot as unknown as HTMLElement);
    await user.click(await root.findByRole('button', { name: 'Отклонить изменения' }));
    await user.click(await root.findByRole('button', { name: 'Да, отклонить' }));
    await root.findByText('Вы отклонили изменения бронирования.');
    expect(element.shadowRoot!.querySelector('[part=root]')?.getAttribute('lang')).toBe('ru');
    // Every call asks the server for the guest's language too (its messages, spec §1).
    expect(languages.length).toBeGreaterThanOrEqual(2);
    expect(new Set(languages)).toEqual(new Set(['ru']));
  });

  it('cancel mode emits sakhli-cancelled', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    const link = await linkOf(api, 'bookingCancelLinks', 'cancellable');
    const tag = defineElement();
    const element = document.createElement(tag) as HTMLElement & { token?: string };
    element.setAttribute('mode', 'cancel');
    element.setAttribute('booking-id', String(link.bookingId));
    element.token = link.token;
    const cancelled = new Promise((resolve) =>
      element.addEventListener('sakhli-cancelled', (e) => resolve((e as CustomEvent).detail)),
    );
    document.body.append(element);

    const root = within(element.shadowRoot as unknown as HTMLElement);
    await user.click(await root.findByRole('button', { name: 'Cancel the booking' }));
    await user.click(await root.findByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await cancelled).toEqual({ bookingId: link.bookingId });
  });
});
