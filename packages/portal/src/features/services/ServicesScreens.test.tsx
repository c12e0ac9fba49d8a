// /services and /bookings/{id}/orders/{orderId} against the demo API as the owner: every state
// (loading, empty, error with retry, success), one call per piece of data, the order flow (a double
// click orders once, the server's success text, the booking's orders and invoices asked for afresh)
// and orders that are not the user's going to the not-found page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createDemoApi, type DemoApi } from '@sakhli/demo-api';
import { getBookingInvoices, getBookingServices } from '@sakhli/sdk';
import { heading } from '../../../test/renderPortal';
import { renderDemoPortal } from '../../../test/demoPortal';

const OWNER = 'owner@sakhli.ge';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

/** The demo owner (Georgian by default) reading English, so the tests read the English texts. */
export function englishOwnerApi(): DemoApi {
  const api = createDemoApi();
  api.db().accounts.accounts.find((a) => a.email === OWNER)!.language = 'en';
  return api;
}

/** The demo API with every request's method and path recorded, and some paths answered otherwise. */
function recordingApi(
  override: (request: Request) => Promise<Response | undefined> | Response | undefined = () =>
    undefined,
) {
  const real = englishOwnerApi();
  const calls: string[] = [];
  const api: DemoApi = {
    ...real,
    fetch: async (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return (await override(request)) ?? real.fetch(request);
    },
  };
  return { api, count: (call: string) => calls.filter((c) => c === call).length };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const region = (name: string) => screen.findByRole('region', { name }) as Promise<HTMLElement>;

describe('/services', () => {
  it('shows, for the first apartment and its current stay, what can be ordered, what was, the invoices and the keys, each asked for once', async () => {
    const demo = await renderDemoPortal('/services', { email: OWNER, api: englishOwnerApi() });
    await heading('Services');
    expect(screen.getByRole('combobox', { name: 'Apartment' })).toHaveValue('101');
    // The newest approved stay of apartment 101 is shown first.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Booking' })).toHaveValue('5002'),
    );
    const expected = await getBookingServices(demo.direct, 5002);
    const catalog = await region('What can be ordered');
    for (const offer of expected.catalog) expect(catalog).toHaveTextContent(offer.name);
    const ordered = await region('Ordered');
    const order = expected.orders[0]!;
    expect(
      within(ordered).getByRole('link', { name: new RegExp(`^Order ${order.id} of`) }),
    ).toBeVisible();
    const invoices = await region('Invoices');
    const [invoice] = await getBookingInvoices(demo.direct, 5002);
    await waitFor(() => expect(invoices).toHaveTextContent(invoice!.number));
    expect(invoices).toHaveTextContent('To pay');
    // The apartment's keys, with the count over all apartments.
    const keys = await region('Digital keys');
    await waitFor(() =>
      expect(keys).toHaveTextContent(/Keys of all your apartments: \d+ active keys?/),
    );
    expect(
      await within(keys).findByRole('table', { name: 'Active and paused keys of this apartment' }),
    ).toBeVisible();
    for (const path of [
      '/api/apartments/list',
      '/api/apartments/101/bookings',
      '/api/services/5002',
      '/api/services/5002/invoices',
      '/api/keys/count',
      '/api/keys/101/calendar',
    ])
      expect(demo.gets(path), path).toBe(1);
  });

  it('orders services once on a double click, says so, and shows the new order and its invoice', async () => {
    const user = userEvent.setup();
    const { api, count } = recordingApi();
    await renderDemoPortal('/services?apartment=101&booking=5002', { email: OWNER, api });
    const invoices = await region('Invoices');
    await waitFor(() => expect(within(invoices).getAllByRole('row')).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Order services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order services for booking 5002' });
    // Nothing chosen: said in place, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Order' }));
    expect(within(dialog).getByText('Choose at least one service.')).toBeVisible();
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Breakfast:/ }), '2');
    expect(dialog).toHaveTextContent(/Total: GEL\s?50/);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('Services ordered.')).toBeVisible();
    expect(count('POST /api/services/5002')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The booking's orders and invoices were asked for afresh: the new ones are listed.
    await waitFor(() => expect(within(invoices).getAllByRole('row')).toHaveLength(3));
    // (The direct client asks nothing in this test: every call counted is the portal's.)
    expect(count('GET /api/services/5002/invoices')).toBe(2);
    expect(count('GET /api/services/5002')).toBe(2);
    expect(await region('Ordered')).toHaveTextContent('Breakfast × 2');
  });

  it('shows a skeleton while the booking’s services come, then them', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { api } = recordingApi(async (request) => {
      if (new URL(request.url).pathname === '/api/services/5002') await held;
      return undefined;
    });
    await renderDemoPortal('/services', { email: OWNER, api });
    const catalog = await region('What can be ordered');
    expect(within(catalog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await within(catalog).findByText('Cleaning')).toBeVisible();
    expect(within(catalog).queryByRole('status')).toBeNull();
  });

  it('says a failed load with its reason and loads again on Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { api } = recordingApi((request) =>
      fail && new URL(request.url).pathname === '/api/services/5002'
        ? json({ message: 'The service is resting.' }, 503)
        : undefined,
    );
    await renderDemoPortal('/services?apartment=101&booking=5002', { email: OWNER, api });
    const catalog = await region('What can be ordered');
    const alert = await within(catalog).findByRole('alert');
    expect(alert).toHaveTextContent('The service is resting.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(catalog).findByText('Cleaning')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Order services' })).toBeVisible();
  });

  it('says when an apartment has no bookings, and when a day has no door history', async () => {
    const { api } = recordingApi((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/apartments/101/bookings') return json({ data: [] });
      if (path === '/api/keys/101/list') return json({ data: [] });
      return undefined;
    });
    await renderDemoPortal('/services', { email: OWNER, api });
    expect(await screen.findByText('This apartment has no bookings yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Order services' })).toBeNull();
    expect(await screen.findByText('Nobody opened or tried the door that day.')).toBeVisible();
  });

  it('keeps the chosen apartment and booking in the address', async () => {
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/services', { email: OWNER, api: englishOwnerApi() });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Apartment' }), '102');
    await waitFor(() =>
      expect(demo.portal.router.state.location.search).toEqual({ apartment: 102 }),
    );
    // No approved stay there: the newest that is not canceled.
    const booking = await screen.findByRole('combobox', { name: 'Booking' });
    await waitFor(() => expect(booking).toHaveValue('5004'));
    await user.selectOptions(booking, '5005');
    await waitFor(() =>
      expect(demo.portal.router.state.location.search).toEqual({ apartment: 102, booking: 5005 }),
    );
    expect(await screen.findByRole('region', { name: 'Digital keys' })).toBeVisible();
    expect(demo.gets('/api/keys/102/calendar')).toBe(1);
  });

  it('offers no order for a canceled stay, still showing what it had', async () => {
    await renderDemoPortal('/services?apartment=102&booking=5005', {
      email: OWNER,
      api: englishOwnerApi(),
    });
    const catalog = await region('What can be ordered');
    expect(await within(catalog).findByText('Cleaning')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Booking' })).toHaveValue('5005');
    expect(screen.queryByRole('button', { name: 'Order services' })).toBeNull();
  });
});

describe('/bookings/{id}/orders/{orderId}', () => {
  it('shows the order’s services, its total and its invoice with VAT', async () => {
    const demo = await renderDemoPortal('/bookings/5001/orders/1005', {
      email: OWNER,
      api: englishOwnerApi(),
    });
    await heading('Order');
    const { orders } = await getBookingServices(demo.direct, 5001);
    const order = orders.find((o) => o.id === 1005)!;
    const lines = await screen.findByRole('table', { name: 'Services of this order' });
    expect(within(lines).getAllByRole('row')).toHaveLength(order.lines.length + 1);
    for (const line of order.lines) expect(lines).toHaveTextContent(line.name);
    const invoice = (await getBookingInvoices(demo.direct, 5001)).find((i) => i.order_id === 1005)!;
    const section = await region('Invoice');
    expect(section).toHaveTextContent(invoice.number);
    expect(await within(section).findByText('VAT 18%')).toBeVisible();
    expect(section).toHaveTextContent('Paid');
    expect(demo.gets('/api/services/5001')).toBe(1);
    expect(demo.gets(`/api/services/invoices/${invoice.id}`)).toBe(1);
  });

  it('says under the invoice that its VAT rate failed, and Try again shows it', async () => {
    let down = true;
    const { api } = recordingApi((request) =>
      down && /^\/api\/services\/invoices\/\d+$/.test(new URL(request.url).pathname)
        ? Response.json({ message: 'The tax office is resting.' }, { status: 403 })
        : undefined,
    );
    await renderDemoPortal('/bookings/5001/orders/1005', { email: OWNER, api });
    await heading('Order');
    const section = await region('Invoice');
    const failed = await within(section).findByRole('alert');
    expect(failed).toHaveTextContent('The invoice’s VAT rate could not be loaded.');
    expect(failed).toHaveTextContent('The tax office is resting.');
    down = false;
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('VAT 18%')).toBeVisible();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('sends an order the booking does not have, another person’s booking and a non-id to the not-found page', async () => {
    for (const path of [
      '/bookings/5001/orders/1009',
      '/bookings/999999/orders/1005',
      '/bookings/5001/orders/abc',
    ]) {
      document.body.innerHTML = '';
      const demo = await renderDemoPortal(path, { email: OWNER, api: englishOwnerApi() });
      await heading('Page not found');
      expect(demo.portal.router.state.location.pathname).toBe('/404');
    }
  });
});
