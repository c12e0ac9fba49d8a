// CheckboxField: unchecked, checked, with an error; the whole line toggles it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { CheckboxField } from './CheckboxField';
import { useStoryText } from './stories/useStoryText';

function Demo({ checked, error }: { checked: boolean; error: boolean }) {
  const t = useStoryText();
  const intl = useIntl();
  return (
    <CheckboxField
      label={t('story.terms')}
      defaultChecked={checked}
      required
      error={error ? intl.formatMessage({ id: 'validation.required' }) : undefined}
    />
  );
}

const meta = {
  title: 'UI/CheckboxField',
  component: Demo,
  args: { checked: false, error: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(canvas.getByText(/./, { selector: 'label span' }));
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { checked: true } };

export const WithError: Story = {
  args: { error: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(/./);
  },
};
