// TextField and TextAreaField: empty, filled, hint, error, required, optional, disabled.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { TextAreaField, TextField } from './TextField';
import { useStoryText } from './stories/useStoryText';

interface Args {
  hint: boolean;
  error: boolean;
  required: boolean;
  optional: boolean;
  disabled: boolean;
  value?: string;
  multiline: boolean;
}

function Demo({ hint, error, required, optional, disabled, value, multiline }: Args) {
  const t = useStoryText();
  const intl = useIntl();
  const common = {
    hint: hint ? t('story.email.hint') : undefined,
    error: error ? intl.formatMessage({ id: 'validation.email' }) : undefined,
    required,
    optional,
    disabled,
  };
  return multiline ? (
    <TextAreaField label={t('story.comment')} {...common} defaultValue={value} />
  ) : (
    <TextField label={t('story.email')} type="email" {...common} defaultValue={value} />
  );
}

const meta = {
  title: 'UI/TextField',
  component: Demo,
  args: {
    hint: false,
    error: false,
    required: false,
    optional: false,
    disabled: false,
    multiline: false,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('guest@example.com');
    await expect(input).toHaveValue('guest@example.com');
  },
};

export const WithHint: Story = { args: { hint: true, required: true } };

export const Filled: Story = { args: { hint: true, value: 'guest@example.com' } };

export const WithError: Story = {
  args: { hint: true, error: true, required: true, value: 'guest@' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Optional: Story = { args: { optional: true } };

export const Disabled: Story = { args: { disabled: true, value: 'guest@example.com' } };

export const Multiline: Story = { args: { multiline: true, optional: true } };

export const MultilineWithError: Story = { args: { multiline: true, error: true } };

/** `after`: more help under the input (password rules), read with it by screen readers. */
export const WithDetailsBelow: Story = {
  args: {},
  render: function Render() {
    const t = useStoryText();
    return (
      <TextField
        label={t('story.password')}
        type="password"
        after={<p style={{ margin: 0 }}>{t('story.password.rules')}</p>}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/./, { selector: 'input' });
    await expect(input).toHaveAccessibleDescription(/8/);
  },
};
