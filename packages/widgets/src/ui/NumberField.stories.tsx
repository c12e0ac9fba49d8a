// NumberField: whole numbers with − / + and arrow keys; bounds; error.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { NumberField } from './NumberField';
import { useStoryText } from './stories/useStoryText';

function Demo({ start, error, disabled }: { start?: number; error: boolean; disabled: boolean }) {
  const t = useStoryText();
  const intl = useIntl();
  const [value, setValue] = useState<number | undefined>(start);
  return (
    <NumberField
      label={t('story.adults')}
      value={value}
      onChange={setValue}
      min={1}
      max={6}
      disabled={disabled}
      error={error ? intl.formatMessage({ id: 'validation.age' }) : undefined}
    />
  );
}

const meta = {
  title: 'UI/NumberField',
  component: Demo,
  args: { start: 2, error: false, disabled: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
  },
};

export const Empty: Story = { args: { start: undefined } };

export const AtMaximum: Story = { args: { start: 6 } };

export const WithError: Story = { args: { error: true } };

export const Disabled: Story = { args: { disabled: true } };
