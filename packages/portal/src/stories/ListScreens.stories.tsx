// /documents and /invoices (issue 24): list screens over the demo API's real rows — data, the
// invoices' totals footer, empty and error with retry — in en, ge and ru, axe-checked as tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DemoPortalStory } from './DemoPortalStory';

const meta = {
  title: 'Portal/List screens',
  component: DemoPortalStory,
  parameters: { sakhli: { root: false } },
  args: { path: '/documents', language: 'en' },
} satisfies Meta<typeof DemoPortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's heading, then its rows (a table on this canvas, or cards on a narrow one). */
const rowsShown: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  await waitFor(() => {
    const rows = canvasElement.querySelectorAll('tbody tr, [part="table-card"]');
    expect(rows.length).toBeGreaterThan(0);
  });
};

const totalsShown: Story['play'] = async (context) => {
  await rowsShown(context);
  await expect(context.canvasElement.querySelector('[part="table-footer"]')).not.toBeNull();
};

function stateShown(text: RegExp): Story['play'] {
  return async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text)).toBeVisible();
  };
}

export const DocumentsEn: Story = { play: rowsShown };
export const DocumentsGe: Story = { args: { language: 'ge' }, play: rowsShown };
export const DocumentsRu: Story = { args: { language: 'ru' }, play: rowsShown };
export const DocumentsEmptyEn: Story = {
  args: { empty: ['/api/documents'] },
  play: stateShown(/Contracts, acts, invoices and receipts/),
};
export const DocumentsErrorGe: Story = {
  args: { language: 'ge', failing: ['/api/documents'] },
  play: stateShown(/The service is resting/),
};

export const InvoicesEn: Story = { args: { path: '/invoices' }, play: totalsShown };
export const InvoicesGe: Story = { args: { path: '/invoices', language: 'ge' }, play: totalsShown };
export const InvoicesRu: Story = { args: { path: '/invoices', language: 'ru' }, play: totalsShown };
export const InvoicesEmptyRu: Story = {
  args: { path: '/invoices', language: 'ru', empty: ['/api/invoices'] },
  play: stateShown(/Здесь появятся счета/),
};
export const InvoicesErrorEn: Story = {
  args: { path: '/invoices', failing: ['/api/invoices'] },
  play: stateShown(/The service is resting/),
};
