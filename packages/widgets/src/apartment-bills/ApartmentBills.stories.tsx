// Every state of the apartment bills widget in ge, en and ru (paying: PayBill.stories.tsx) against the demo API (MSW): a session
// from a real login + 2FA, the seed where it has the state, MSW overrides for the rest.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { Language, UtilityType } from '@sakhli/sdk';
import { signInOwner } from '../../test/signInOwner';
import { SakhliProvider } from '../shell/SakhliProvider';
import { ApartmentBills, type ApartmentBillsProps } from './ApartmentBills';

const signed: { session: { accessToken: string; refreshToken: string } | null } = { session: null };

const meta = {
  title: 'Widgets/ApartmentBills',
  component: ApartmentBills,
  parameters: { sakhli: { root: false } },
  render: (args, { globals, parameters }) => {
    const language = (globals.language ?? 'en') as Language;
    const session = parameters.signedOut ? undefined : (signed.session ?? undefined);
    return (
      <SakhliProvider
        language={language}
        theme={globals.theme === 'dark' ? 'dark' : 'light'}
        {...(session ? { session } : {})}
      >
        <ApartmentBills {...args} />
      </SakhliProvider>
    );
  },
} satisfies Meta<typeof ApartmentBills>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's first apartment, as the API says it in each language. */
const ADDRESS: Record<string, string> = {
  ge: 'ვაჟა-ფშაველას გამზ. 71, ბლოკი A, ბ. 17',
  en: '71 Vazha-Pshavela Ave, block A, apt 17',
  ru: 'пр. Важа-Пшавела, 71, блок A, кв. 17',
};
const addressFor = (request: Request) => ADDRESS[request.headers.get('user-language') ?? 'en']!;

/** A user with one apartment: no picker. */
const oneApartment = http.get('*/api/apartments/list', ({ request }) =>
  HttpResponse.json({
    data: [
      {
        id: 101,
        address: addressFor(request),
        city: 'tbilisi',
        block: 'A',
        floor: 4,
        number: '17',
        area: 64.5,
        cadastral_number: '01.14.13.004.012.01.001',
        crm_id: 'CRM-TB-4200',
        rooms: 2,
        owner: 'Nino Beridze',
      },
    ],
  }),
);

const noApartments = [
  http.get('*/api/apartments/list', () => HttpResponse.json({ data: [] })),
  http.get('*/api/apartments/billing', () => HttpResponse.json({ data: [] })),
];

/** The first apartment with every utility paid up. */
const nothingOwed = http.get('*/api/apartments/billing', ({ request }) =>
  HttpResponse.json({
    data: [
      {
        apartment_id: 101,
        address: addressFor(request),
        currency: 'GEL',
        debt: 0,
        lines: (['electricity', 'water', 'services', 'internetTv'] as const).map((type, i) => ({
          type,
          service_id: 31 + i,
          ep_code: 'EP700350',
          debt: 0,
          last_bill: 20,
        })),
      },
    ],
  }),
);

const slowList = http.get('*/api/apartments/list', async () => {
  await delay('infinite');
  return HttpResponse.json({ data: [] });
});

const failedList = http.get('*/api/apartments/list', () =>
  HttpResponse.json({ message: 'The service is resting.' }, { status: 503 }),
);

interface State {
  args?: ApartmentBillsProps;
  signedOut?: boolean;
  handlers?: RequestHandler[];
  play?: Story['play'];
}

/** One story of a state in a language. */
function story(language: Language, state: State): Story {
  return {
    globals: { language },
    parameters: { signedOut: state.signedOut },
    ...(state.args ? { args: state.args } : {}),
    async beforeEach({ msw }) {
      localStorage.clear();
      signed.session = (await signInOwner()).session;
      if (state.handlers) msw.use(...state.handlers);
    },
    ...(state.play ? { play: state.play } : {}),
  };
}

/** The whole widget has loaded: its four utility tabs are there. */
async function tabs(canvasElement: HTMLElement) {
  return within(canvasElement).findAllByRole('tab');
}

const many: State = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The picker comes first; the pay form's choice of utility after it.
    const [picker] = await canvas.findAllByRole('combobox');
    await expect(within(picker!).getAllByRole('option').length).toBeGreaterThan(1);
    await expect(await tabs(canvasElement)).toHaveLength(4);
  },
};

const one: State = {
  handlers: [oneApartment],
  play: async ({ canvasElement }) => {
    await expect(await tabs(canvasElement)).toHaveLength(4);
    // One apartment: no picker — the only choices are the pay form's utility and the history's
    // paid filter (with many apartments the picker makes three).
    await waitFor(() => expect(within(canvasElement).getAllByRole('combobox')).toHaveLength(2));
  },
};

const none: State = {
  handlers: noApartments,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2 })).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.queryAllByRole('tab')).toHaveLength(0);
  },
};

const debt: State = {
  args: { apartmentId: 102 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabs(canvasElement);
    const amount = await canvas.findByRole('textbox');
    await expect(Number((amount as HTMLInputElement).value)).toBeGreaterThan(0);
  },
};

const noDebt: State = {
  args: { apartmentId: 101 },
  handlers: [nothingOwed],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabs(canvasElement);
    // Nothing to pay: no amount to type and no pay button.
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
  },
};

const pausedInternet: State = {
  args: { apartmentId: 102, utility: 'internetTv' as UtilityType },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('button').length).toBeGreaterThan(2));
    await expect(panel.querySelector('[part~="badge"]')).not.toBeNull();
  },
};

const slow: State = {
  handlers: [slowList],
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

const failed: State = {
  handlers: [failedList],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};

const signedOut: State = {
  signedOut: true,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(Sign in|შედით|Войдите)/)).toBeVisible();
    await expect(canvas.queryAllByRole('tab')).toHaveLength(0);
  },
};

export const ManyApartmentsEn = story('en', many);
export const ManyApartmentsGe = story('ge', many);
export const ManyApartmentsRu = story('ru', many);
export const OneApartmentEn = story('en', one);
export const OneApartmentGe = story('ge', one);
export const OneApartmentRu = story('ru', one);
export const NoApartmentEn = story('en', none);
export const NoApartmentGe = story('ge', none);
export const NoApartmentRu = story('ru', none);
export const DebtEn = story('en', debt);
export const DebtGe = story('ge', debt);
export const DebtRu = story('ru', debt);
export const NothingOwedEn = story('en', noDebt);
export const NothingOwedGe = story('ge', noDebt);
export const NothingOwedRu = story('ru', noDebt);
export const PausedInternetEn = story('en', pausedInternet);
export const PausedInternetGe = story('ge', pausedInternet);
export const PausedInternetRu = story('ru', pausedInternet);
export const SlowLoadEn = story('en', slow);
export const SlowLoadGe = story('ge', slow);
export const SlowLoadRu = story('ru', slow);
export const FailedLoadEn = story('en', failed);
export const FailedLoadGe = story('ge', failed);
export const FailedLoadRu = story('ru', failed);
export const SignedOutEn = story('en', signedOut);
export const SignedOutGe = story('ge', signedOut);
export const SignedOutRu = story('ru', signedOut);
