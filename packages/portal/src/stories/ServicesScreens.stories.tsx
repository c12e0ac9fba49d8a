// /services (with the digital keys), one order (/bookings/{id}/orders/{orderId}) and the order form,
// in ge, en and ru, against the demo API as the signed-in owner: success from the seed; loading,
// empty and error by paths held, answered empty or failing. Axe-checked as tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '@sakhli/sdk';
import { DemoPortalStory, type DemoPortalStoryProps } from './DemoPortalStory';

const meta = {
  title: 'Portal/Services and keys',
  component: DemoPortalStory,
  parameters: { sakhli: { root: false } },
} satisfies Meta<typeof DemoPortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed: apartment 101's current stay (5002) and a past one (5001) with paid orders. */
const SERVICES = '/services?apartment=101&booking=5002';
const ORDER = '/bookings/5001/orders/1005';

const OWNER = 'owner@sakhli.ge';

/** The h1 arrived and, inside the screen, what `text` finds. */
function shows(find: (canvas: ReturnType<typeof within>) => Promise<HTMLElement>): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toBeVisible(), {
      timeout: 20_000,
    });
    await expect(await find(canvas)).toBeVisible();
  };
}

type Trouble = Pick<DemoPortalStoryProps, 'failing' | 'answers' | 'held'>;

function story(
  language: Language,
  path: string,
  play: Story['play'],
  trouble: Trouble = {},
): Story {
  return { args: { path, language, email: OWNER, ...trouble }, play };
}

const region = (canvas: ReturnType<typeof within>, name: RegExp) =>
  canvas.findByRole('region', { name }, { timeout: 20_000 });

// Success: the catalog, orders, invoices and keys of the current stay.
const servicesShown = shows((c) =>
  c.findByRole('table', { name: /^(Invoices|ინვოისები|Счета)$/ }, { timeout: 20_000 }),
);
export const ServicesEn = story('en', SERVICES, servicesShown);
export const ServicesGe = story('ge', SERVICES, servicesShown);
export const ServicesRu = story('ru', SERVICES, servicesShown);

// Loading: the booking's services never answer: skeletons where they will be. (With the booking in
// the address the route's loader would wait for them, showing the route's pending state instead.)
const servicesLoading = shows(async (c) => {
  const catalog = await region(
    c,
    /^(What can be ordered|რისი შეკვეთა შეიძლება|Что можно заказать)$/,
  );
  return within(catalog).getByRole('status');
});
const holdServices = { held: ['/api/services/5002', '/api/services/5002/invoices'] };
const FIRST_APARTMENT = '/services?apartment=101';
export const ServicesLoadingEn = story('en', FIRST_APARTMENT, servicesLoading, holdServices);
export const ServicesLoadingGe = story('ge', FIRST_APARTMENT, servicesLoading, holdServices);
export const ServicesLoadingRu = story('ru', FIRST_APARTMENT, servicesLoading, holdServices);

// Error: the booking's services fail: the reason and Try again.
const servicesError = shows((c) => c.findByRole('alert', {}, { timeout: 20_000 }));
const failServices = { failing: ['/api/services/5002'] };
export const ServicesErrorEn = story('en', SERVICES, servicesError, failServices);
export const ServicesErrorGe = story('ge', SERVICES, servicesError, failServices);
export const ServicesErrorRu = story('ru', SERVICES, servicesError, failServices);

// Empty: an apartment without bookings, and keys without door history that day.
const servicesEmpty = shows((c) =>
  c.findByText(
    /^(This apartment has no bookings yet|ამ ბინას ჯერ ჯავშნები არ აქვს|У этой квартиры пока нет бронирований)$/,
    {},
    { timeout: 20_000 },
  ),
);
const noBookings = { answers: { '/api/apartments/101/bookings': [], '/api/keys/101/list': [] } };
export const ServicesEmptyEn = story('en', '/services', servicesEmpty, noBookings);
export const ServicesEmptyGe = story('ge', '/services', servicesEmpty, noBookings);
export const ServicesEmptyRu = story('ru', '/services', servicesEmpty, noBookings);

// The order form, opened.
const formOpen: Story['play'] = async (context) => {
  const canvas = within(context.canvasElement);
  await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toBeVisible(), {
    timeout: 20_000,
  });
  const open = await canvas.findByRole(
    'button',
    { name: /^(Order services|სერვისების შეკვეთა|Заказать услуги)$/ },
    { timeout: 20_000 },
  );
  await userEvent.click(open);
  const dialog = await within(document.body).findByRole('dialog');
  await expect(within(dialog).getAllByRole('spinbutton').length).toBeGreaterThan(0);
};
export const OrderFormEn = story('en', SERVICES, formOpen);
export const OrderFormGe = story('ge', SERVICES, formOpen);
export const OrderFormRu = story('ru', SERVICES, formOpen);

// One order: its services and its invoice.
const orderShown = shows((c) =>
  c.findByRole(
    'table',
    { name: /^(Services of this order|ამ შეკვეთის სერვისები|Услуги этого заказа)$/ },
    { timeout: 20_000 },
  ),
);
export const OrderEn = story('en', ORDER, orderShown);
export const OrderGe = story('ge', ORDER, orderShown);
export const OrderRu = story('ru', ORDER, orderShown);

// One order whose invoices fail: the order, and the invoice's reason with Try again.
const invoiceError = shows((c) => c.findByRole('alert', {}, { timeout: 20_000 }));
const failInvoices = { failing: ['/api/services/5001/invoices'] };
export const OrderInvoiceErrorEn = story('en', ORDER, invoiceError, failInvoices);
export const OrderInvoiceErrorGe = story('ge', ORDER, invoiceError, failInvoices);
export const OrderInvoiceErrorRu = story('ru', ORDER, invoiceError, failInvoices);
