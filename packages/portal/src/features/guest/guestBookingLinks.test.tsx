// Issue 25 §1: the QR routes /qr/booking/{apartmentId}/{hash}[/{timeHash}] mount the guest booking
// widget against the demo API (its real links, 10-minute window and clock): the e-mail step, the
// booking step, in the link's language with the page title, with no sign-in; an expired or forged
// hash says so in place with the way to start again.
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createDemoApi, type DemoApi } from '@sakhli/demo-api';
import { createSession, memoryStorage } from '@sakhli/sdk';
import { createPortal, type Portal } from '../../app/createPortal';
import { PortalApp } from '../../app/PortalApp';

const TEN_MINUTES = 10 * 60 * 1000;

/** The portal at `path` for a visitor with no session, its API the demo's; every call recorded. */
async function openAsGuest(path: string, api: DemoApi) {
  const urls: URL[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    urls.push(new URL(request.url));
    return api.fetch(request);
  }) as typeof globalThis.fetch;
  const portal: Portal = createPortal({
    baseURL: 'http://api.test/',
    session: createSession({ storage: memoryStorage(), syncTabs: false }),
    fetch,
    history: createMemoryHistory({ initialEntries: [path] }),
    stripQuery: vi.fn(),
  });
  await act(async () => {
    render(<PortalApp portal={portal} />);
  });
  return { portal, urls };
}

/** The first QR link of the demo's fixtures (its hash comes from `crypto`, never a constant). */
function qrLink(api: DemoApi) {
  const link = api.db().guest.links[0]!;
  return { apartmentId: link.apartmentId, hash: link.hash };
}

/** Asks the demo API for a reservation link, as the e-mail step does; answers its time hash. */
async function timeHashFor(api: DemoApi, email: string): Promise<string> {
  const { apartmentId, hash } = qrLink(api);
  const response = await api.fetch(
    new Request(`http://api.test/api/qr/booking/${apartmentId}/${hash}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );
  expect(response.status).toBe(200);
  return api.db().outbox.latest(email)!.link!.split('/').at(-1)!;
}

describe('the QR routes mount the guest booking widget', () => {
  it('/qr/booking/{id}/{hash}?lang=ru: the e-mail step in Russian, its title, no sign-in', async () => {
    const api = createDemoApi();
    const { apartmentId, hash } = qrLink(api);
    const path = `/qr/booking/${apartmentId}/${hash}`;
    const { portal, urls } = await openAsGuest(`${path}?lang=ru`, api);
    expect(
      await screen.findByRole('heading', { name: 'Начните бронирование' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить ссылку' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Забронировать квартиру · Sakhli Group'));
    expect(document.documentElement.lang).toBe('ru');
    expect(portal.router.state.location.pathname).toBe(path);
    // No account call: a guest has none (spec §6). The route's loader and the widget share the
    // apartment's one call.
    expect(urls.some((u) => u.pathname.startsWith('/api/users'))).toBe(false);
    expect(urls.filter((u) => u.pathname === `/api${path}`)).toHaveLength(1);
  });

  it('/qr/booking/{id}/{hash}/{timeHash}: the booking step with its 10-minute countdown', async () => {
    const api = createDemoApi();
    const { apartmentId, hash } = qrLink(api);
    const timeHash = await timeHashFor(api, 'guest@example.com');
    const path = `/qr/booking/${apartmentId}/${hash}/${timeHash}`;
    const { urls } = await openAsGuest(`${path}?lang=en`, api);
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Choose your dates · Sakhli Group'));
    // The window and the countries: once each, though the route's loader starts them.
    expect(urls.filter((u) => u.pathname === `/api${path}`)).toHaveLength(1);
    expect(urls.filter((u) => u.pathname === '/api/countries')).toHaveLength(1);
  });

  it('an expired time hash says the 10 minutes are over and offers a new link', async () => {
    const api = createDemoApi();
    const { apartmentId, hash } = qrLink(api);
    const timeHash = await timeHashFor(api, 'late@example.com');
    api.clock().advance(TEN_MINUTES + 1000);
    await openAsGuest(`/qr/booking/${apartmentId}/${hash}/${timeHash}?lang=en`, api);
    expect(await screen.findByText('Your 10 minutes are over')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('a forged time hash says the address is invalid and offers to start again', async () => {
    const api = createDemoApi();
    const { apartmentId, hash } = qrLink(api);
    await openAsGuest(`/qr/booking/${apartmentId}/${hash}/forged0000?lang=en`, api);
    expect(
      await screen.findByText('The mentioned address is invalid or has already been used.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
  });

  it('a forged QR hash says the address is invalid, in the link language', async () => {
    const api = createDemoApi();
    await openAsGuest(`/qr/booking/${qrLink(api).apartmentId}/forged?lang=en`, api);
    expect(
      await screen.findByText('The mentioned address is invalid or has already been used.'),
    ).toBeInTheDocument();
  });
});
