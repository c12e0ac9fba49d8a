// StatusBadge: spec §4 booking statuses with label and icon.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { status: 'new' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Approved: Story = { args: { status: 'approved' } };
export const Canceled: Story = { args: { status: 'canceled' } };
export const All: Story = {
  render: () => (
    <p>
      <StatusBadge status="new" /> <StatusBadge status="approved" />{' '}
      <StatusBadge status="canceled" />
    </p>
  ),
};
