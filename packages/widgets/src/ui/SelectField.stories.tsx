// SelectField: placeholder, chosen value, error, disabled.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { SelectField } from './SelectField';
import { useStoryText } from './stories/useStoryText';

function Demo({ value, error, disabled }: { value?: string; error: boolean; disabled: boolean }) {
  const t = useStoryText();
  const intl = useIntl();
  return (
    <SelectField
      label={t('story.payment')}
      defaultValue={value}
      disabled={disabled}
      required
      error={error ? intl.formatMessage({ id: 'validation.required' }) : undefined}
      options={[
        { value: 'cash', label: t('story.cash') },
        { value: 'card', label: t('story.card') },
      ]}
    />
  );
}

const meta = {
  title: 'UI/SelectField',
  component: Demo,
  args: { error: false, disabled: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    await userEvent.selectOptions(select, 'card');
    await expect(select).toHaveValue('card');
  },
};

export const Chosen: Story = { args: { value: 'cash' } };

export const WithError: Story = { args: { error: true } };

export const Disabled: Story = { args: { disabled: true, value: 'card' } };
