// Every state of the loyalty wallet in ge, en and ru against the demo API (MSW): the owner signed
// in through a real login + 2FA, MSW overrides for an empty or short wallet, plays for the actions.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '@sakhli/sdk';
import { signInOwner } from '../../test/signInOwner';
import { SakhliProvider } from '../shell/SakhliProvider';
import { LoyaltyWallet } from './LoyaltyWallet';

const signed: { session: { accessToken: string; refreshToken: string } | null } = { session: null };
let ownerHeaders: Record<string, string> = {};

async function signIn() {
  const owner = await signInOwner();
  signed.session = owner.session;
  ownerHeaders = owner.headers;
}

const meta = {
  title: 'Widgets/LoyaltyWallet',
  component: LoyaltyWallet,
  parameters: { sakhli: { root: false } },
  render: (args, { globals }) => (
    <SakhliProvider
      language={(globals.language ?? 'en') as Language}
      theme={globals.theme === 'dark' ? 'dark' : 'light'}
      {...(signed.session && !args.testMode ? { session: signed.session } : {})}
    >
      <LoyaltyWallet {...args} />
    </SakhliProvider>
  ),
} satisfies Meta<typeof LoyaltyWallet>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const zeroWallet = http.get('*/api/loyalty/wallet', () =>
  HttpResponse.json({ data: { confirmed: 0, unconfirmed: 0, available: 0, spent: 0 } }),
);
const noHistory = http.get('*/api/loyalty/history', () =>
  HttpResponse.json({ data: { items: [] }, meta: { items_count: 0 } }),
);
const noRecommendations = http.get('*/api/loyalty/recommendations', () =>
  HttpResponse.json({ data: [] }),
);
/** Every product is out of reach: 120 points available. */
const shortWallet = http.get('*/api/loyalty/wallet', () =>
  HttpResponse.json({ data: { confirmed: 420, unconfirmed: 200, available: 120, spent: 300 } }),
);

/** The product cards once the catalogue and the wallet have answered. */
async function products(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  return waitFor(() => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[part~="product"]')];
    if (cards.length === 0) throw new Error('no products yet');
    // The wallet has answered when a button is no longer waiting for it.
    if (!canvasElement.querySelector('[data-kind="available"]')) throw new Error('no wallet yet');
    return cards;
  });
}

/** Opens the exchange confirm of the product with this id. */
async function openExchange(canvasElement: HTMLElement, id: number) {
  const cards = await products(canvasElement);
  const card = cards.find((c) => c.dataset.product === String(id))!;
  await userEvent.click(within(card).getByRole('button'));
  const dialog = await within(canvasElement).findByRole('alertdialog');
  return dialog;
}

function primaryButton(root: HTMLElement): HTMLElement {
  const button = root.querySelector<HTMLElement>('[part~="button-primary"]');
  if (!button) throw new Error('no primary button');
  return button;
}

const emptyWallet: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-kind="available"]')).not.toBeNull(),
  );
  // The wallet says how to earn a first point.
  await expect(canvasElement.querySelector('[part~="alert"]')).not.toBeNull();
  await expect(canvas.queryByRole('list', { name: /recommend|რეკომენდ|рекоменд/i })).toBeNull();
  const cards = await products(canvasElement);
  for (const card of cards) {
    await expect(within(card).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  }
};

/** The history's rows: table rows on a wide canvas, cards on a narrow one (one layout is mounted). */
const historyRows = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[part~="history"] :is(tbody tr, [part="table-card"])');

const richHistory: Play = async ({ canvasElement }) => {
  await waitFor(() => {
    if (historyRows(canvasElement).length < 10) throw new Error('no rows yet');
  });
  await expect(historyRows(canvasElement)).toHaveLength(10);
};

const shortOfPoints: Play = async ({ canvasElement }) => {
  const cards = await products(canvasElement);
  for (const card of cards) {
    const button = within(card).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button.getAttribute('aria-describedby')).toBeTruthy();
  }
};

const exchangeDone: Play = async ({ canvasElement }) => {
  const dialog = await openExchange(canvasElement, 1);
  await userEvent.click(primaryButton(dialog));
  await waitFor(() => expect(within(canvasElement).queryByRole('alertdialog')).toBeNull());
  const done = canvasElement.querySelector('[part~="alert"][role="status"]');
  await expect(done).not.toBeNull();
};

const exchangeRefused: Play = async ({ canvasElement }) => {
  const dialog = await openExchange(canvasElement, 4);
  // Meanwhile, in another tab, the owner spends until the spa day (800) is out of reach.
  await fetch('/api/loyalty/exchange_points/3', {
    method: 'POST',
    headers: { accept: 'application/json', ...ownerHeaders },
  });
  await userEvent.click(primaryButton(dialog));
  await within(dialog).findByRole('alert');
  // Still on the product: the dialog stays, its confirm is gone.
  await expect(dialog.querySelector('[part~="button-primary"]')).toBeNull();
};

const recommendationSent: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const region = await waitFor(() => {
    const list = canvasElement.querySelector<HTMLElement>('[part~="recommendations"]');
    if (!list) throw new Error('no recommendations yet');
    return list.closest('section')!;
  });
  await userEvent.click(primaryButton(region));
  const boxes = await canvas.findAllByRole('textbox');
  await userEvent.type(boxes[0]!, 'Salome Kvaratskhelia');
  await userEvent.type(boxes[1]!, '+995 599 00 11 22');
  const form = canvasElement.querySelector<HTMLElement>('[part~="recommendation-form"]')!;
  await userEvent.click(primaryButton(form));
  await canvas.findByText('Salome Kvaratskhelia');
  await expect(canvasElement.querySelector('[part~="recommendation-form"]')).toBeNull();
};

const testMode: Play = async ({ canvasElement }) => {
  const banner = await within(canvasElement).findByRole('note');
  await expect(banner).toBeVisible();
  await products(canvasElement);
};

interface State {
  handlers?: RequestHandler[];
  play: Play;
  testMode?: boolean;
}

function story(language: Language, state: State): Story {
  return {
    globals: { language },
    args: state.testMode ? { testMode: true } : {},
    async beforeEach({ msw }) {
      await signIn();
      if (state.handlers) msw.use(...state.handlers);
    },
    play: state.play,
  };
}

const empty: State = { handlers: [zeroWallet, noHistory, noRecommendations], play: emptyWallet };
const rich: State = { play: richHistory };
const short: State = { handlers: [shortWallet], play: shortOfPoints };
const refused: State = { play: exchangeRefused };
const done: State = { play: exchangeDone };
const sent: State = { play: recommendationSent };
const demo: State = { testMode: true, play: testMode };

export const EmptyWalletEn = story('en', empty);
export const EmptyWalletGe = story('ge', empty);
export const EmptyWalletRu = story('ru', empty);
export const RichHistoryEn = story('en', rich);
export const RichHistoryGe = story('ge', rich);
export const RichHistoryRu = story('ru', rich);
export const ShortOfPointsEn = story('en', short);
export const ShortOfPointsGe = story('ge', short);
export const ShortOfPointsRu = story('ru', short);
export const ExchangeRefusedEn = story('en', refused);
export const ExchangeRefusedGe = story('ge', refused);
export const ExchangeRefusedRu = story('ru', refused);
export const ExchangeDoneEn = story('en', done);
export const ExchangeDoneGe = story('ge', done);
export const ExchangeDoneRu = story('ru', done);
export const RecommendationSentEn = story('en', sent);
export const RecommendationSentGe = story('ge', sent);
export const RecommendationSentRu = story('ru', sent);
export const TestModeEn = story('en', demo);
export const TestModeGe = story('ge', demo);
export const TestModeRu = story('ru', demo);
