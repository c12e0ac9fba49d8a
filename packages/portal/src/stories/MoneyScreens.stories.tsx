// /transactions, /transactionsApartment, /payments and /analytics (issue 26 §2, §3) over the demo
// API's real rows — the balance, the tables with their totals footer, the chart and the figures
// against the period before, empty and error with retry — in en, ge and ru, axe-checked as tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DemoPortalStory } from './DemoPortalStory';

const OWNER = 'owner@sakhli.ge';

const meta = {
  title: 'Portal/Money screens',
  component: DemoPortalStory,
  parameters: { sakhli: { root: false } },
  args: { path: '/transactions', language: 'en' },
} satisfies Meta<typeof DemoPortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's heading, its balance figures, then its rows with the totals footer. */
const moneyShown: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  await waitFor(() => {
    expect(canvasElement.querySelector('[data-figure="remains"]')).not.toBeNull();
    const rows = canvasElement.querySelectorAll('tbody tr, [part="table-card"]');
    expect(rows.length).toBeGreaterThan(0);
    expect(canvasElement.querySelector('[part="table-footer"]')).not.toBeNull();
  });
};

/** The figures against the period before, and the chart. */
const analyticsShown: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-figure="occupancy"]')).not.toBeNull(),
  );
  await expect(await canvas.findByRole('img')).toBeVisible();
};

function stateShown(text: RegExp): Story['play'] {
  return async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text)).toBeVisible();
  };
}

export const TransactionsEn: Story = { play: moneyShown };
export const TransactionsGe: Story = { args: { language: 'ge' }, play: moneyShown };
export const TransactionsRu: Story = { args: { language: 'ru' }, play: moneyShown };
export const TransactionsEmptyEn: Story = {
  args: { empty: ['/api/transactions'] },
  play: stateShown(/Charges, payments and refunds of your apartments/),
};
export const TransactionsErrorRu: Story = {
  args: { language: 'ru', failing: ['/api/transactions', '/api/finance/summary'] },
  play: stateShown(/Не удалось загрузить баланс/),
};

const apartment = { path: '/transactionsApartment' };
export const ApartmentEn: Story = { args: apartment, play: moneyShown };
export const ApartmentGe: Story = { args: { ...apartment, language: 'ge' }, play: moneyShown };
export const ApartmentRu: Story = { args: { ...apartment, language: 'ru' }, play: moneyShown };
export const ApartmentFailedGe: Story = {
  args: { ...apartment, language: 'ge', failing: ['/api/apartments/list'] },
  play: stateShown(/თქვენი ბინების ჩატვირთვა ვერ მოხერხდა/),
};

const payments = { path: '/payments' };
export const PaymentsEn: Story = { args: payments, play: moneyShown };
export const PaymentsGe: Story = { args: { ...payments, language: 'ge' }, play: moneyShown };
export const PaymentsRu: Story = { args: { ...payments, language: 'ru' }, play: moneyShown };
export const PaymentsEmptyGe: Story = {
  args: { ...payments, language: 'ge', empty: ['/api/payments'] },
  play: stateShown(/თქვენი გადასახადების გადახდები აქ გამოჩნდება/),
};

const analytics = { path: '/analytics', email: OWNER };
export const AnalyticsEn: Story = { args: analytics, play: analyticsShown };
export const AnalyticsGe: Story = { args: { ...analytics, language: 'ge' }, play: analyticsShown };
export const AnalyticsRu: Story = {
  args: { ...analytics, path: '/analytics?months=3', language: 'ru' },
  play: analyticsShown,
};
export const AnalyticsOneApartmentEn: Story = {
  args: { ...analytics, path: '/analytics?months=6&apartment=105' },
  play: analyticsShown,
};
export const AnalyticsEmptyRu: Story = {
  args: {
    ...analytics,
    language: 'ru',
    adjust: (api) => {
      api.db().analytics.revenue = [];
    },
  },
  play: stateShown(/За этот период бронирования не принесли дохода/),
};
export const AnalyticsErrorEn: Story = {
  args: { ...analytics, failing: ['/api/analytics/revenue'] },
  play: stateShown(/The revenue could not be loaded/),
};
