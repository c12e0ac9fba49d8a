// Alert in each tone, with a title and a next step.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { Alert, type AlertTone } from './Alert';
import { Button } from './Button';
import { useStoryText } from './stories/useStoryText';

function Demo({ tone, action }: { tone: AlertTone; action: boolean }) {
  const t = useStoryText();
  const intl = useIntl();
  const text = {
    info: t('story.checkEmail'),
    success: intl.formatMessage({ id: 'success.bookingCreated' }),
    warning: t('story.window'),
    error: intl.formatMessage({ id: 'error.linkExpired' }),
  }[tone];
  return (
    <Alert
      tone={tone}
      title={tone === 'error' ? intl.formatMessage({ id: 'ui.error.title' }) : undefined}
      action={
        action ? (
          <Button variant="secondary">{intl.formatMessage({ id: 'ui.retry' })}</Button>
        ) : undefined
      }
    >
      {text}
    </Alert>
  );
}

const meta = {
  title: 'UI/Alert',
  component: Demo,
  args: { tone: 'info', action: false },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success' } };
export const Warning: Story = { args: { tone: 'warning' } };
export const Error: Story = { args: { tone: 'error', action: true } };
