// Empty, loading and error states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from './States';
import { Button } from './Button';
import { useStoryText } from './stories/useStoryText';

const meta = { title: 'UI/States' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Empty() {
  const t = useStoryText();
  return (
    <EmptyState
      title={t('story.noBookings')}
      description={t('story.noBookingsText')}
      action={<Button variant="secondary">{t('story.book')}</Button>}
    />
  );
}

export const EmptyWithAction: Story = { render: () => <Empty /> };

export const EmptyDefault: Story = { render: () => <EmptyState /> };

export const Loading: Story = { render: () => <LoadingState /> };

export const LoadingList: Story = { render: () => <LoadingState lines={5} heading={false} /> };

function Failed({ onRetry, retrying }: { onRetry?: () => void; retrying?: boolean }) {
  const intl = useIntl();
  return (
    <ErrorState
      message={intl.formatMessage({ id: 'error.connection' })}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

const retry = fn();

export const ErrorWithRetry: Story = {
  render: () => <Failed onRetry={retry} />,
  play: async ({ canvas }) => {
    canvas.getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalled();
  },
};

export const ErrorRetrying: Story = { render: () => <Failed onRetry={() => {}} retrying /> };

export const ErrorWithoutRetry: Story = { render: () => <Failed /> };
