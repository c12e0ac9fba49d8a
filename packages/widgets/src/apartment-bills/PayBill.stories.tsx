// The pay form's states in ge, en and ru against the demo API (MSW): the debt to pay, the server
// refusing the payment, and the SDK refusing a payment page that is not allow-listed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '@sakhli/sdk';
import { signInOwner } from '../../test/signInOwner';
import { SakhliProvider } from '../shell/SakhliProvider';
import { PayBill } from './PayBill';

const signed: { session: { accessToken: string; refreshToken: string } | null } = { session: null };

const meta = {
  title: 'Widgets/ApartmentBills/PayBill',
  component: PayBill,
  parameters: { sakhli: { root: false } },
  args: { apartmentId: 102 },
  render: (args, { globals }) => (
    <SakhliProvider
      language={(globals.language ?? 'en') as Language}
      theme={globals.theme === 'dark' ? 'dark' : 'light'}
      {...(signed.session ? { session: signed.session } : {})}
    >
      <PayBill {...args} />
    </SakhliProvider>
  ),
} satisfies Meta<typeof PayBill>;

export default meta;
type Story = StoryObj<typeof meta>;

const refusedPayment = http.post('*/api/pay/:type/:epCode', () =>
  HttpResponse.json(
    { message: 'The payment service is not available right now.' },
    { status: 422 },
  ),
);

const foreignPaymentPage = http.post('*/api/pay/:type/:epCode', () =>
  HttpResponse.json({ data: { url: 'https://pay.evil.example/checkout', payment_id: 1 } }),
);

/** Presses Pay and returns the alert that answers in place (not a toast). */
async function pay(canvasElement: HTMLElement) {
  const submit = await waitFor(() => {
    const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
    if (!button) throw new Error('no pay button yet');
    return button;
  });
  await userEvent.click(submit);
  return waitFor(() => {
    const alert = within(canvasElement)
      .getAllByRole('alert')
      .find((node) => node.getAttribute('part')?.split(' ').includes('alert'));
    if (!alert) throw new Error('no alert in place yet');
    return alert;
  });
}

interface State {
  handlers?: RequestHandler[];
  play: Story['play'];
}

function story(language: Language, state: State): Story {
  return {
    globals: { language },
    async beforeEach({ msw }) {
      localStorage.clear();
      signed.session = (await signInOwner()).session;
      if (state.handlers) msw.use(...state.handlers);
    },
    play: state.play,
  };
}

const debt: State = {
  play: async ({ canvasElement }) => {
    const amount = await within(canvasElement).findByRole('textbox');
    await expect(Number((amount as HTMLInputElement).value)).toBeGreaterThan(0);
  },
};

const refused: State = {
  handlers: [refusedPayment],
  play: async ({ canvasElement }) => {
    const alert = await pay(canvasElement);
    await expect(alert).toHaveTextContent('The payment service is not available right now.');
  },
};

const urlRejected: State = {
  handlers: [foreignPaymentPage],
  play: async ({ canvasElement }) => {
    const alert = await pay(canvasElement);
    // The SDK's translated refusal; nothing counts down, nothing opens.
    await expect(alert.textContent?.length).toBeGreaterThan(40);
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const DebtEn = story('en', debt);
export const DebtGe = story('ge', debt);
export const DebtRu = story('ru', debt);
export const PaymentRefusedEn = story('en', refused);
export const PaymentRefusedGe = story('ge', refused);
export const PaymentRefusedRu = story('ru', refused);
export const UrlRejectedEn = story('en', urlRejected);
export const UrlRejectedGe = story('ge', urlRejected);
export const UrlRejectedRu = story('ru', urlRejected);
