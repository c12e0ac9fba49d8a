// Wizard: first, between and last steps; Next/Back from the keyboard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Wizard } from './Wizard';
import { TextField } from './TextField';
import { Money } from './Money';
import { useStoryText } from './stories/useStoryText';

function Demo({
  step,
  finishing,
  onFinish,
}: {
  step?: number;
  finishing: boolean;
  onFinish: () => void;
}) {
  const t = useStoryText();
  return (
    <Wizard
      step={step}
      finishing={finishing}
      onFinish={onFinish}
      finishLabel={t('story.book')}
      steps={[
        { id: 'dates', title: t('story.step.dates'), content: <p>{t('story.apartmentText')}</p> },
        {
          id: 'guest',
          title: t('story.step.guest'),
          content: <TextField label={t('story.name')} required />,
        },
        {
          id: 'summary',
          title: t('story.step.summary'),
          content: (
            <p>
              {t('story.total')}: <Money amount={1234.5} />
            </p>
          ),
        },
      ]}
    />
  );
}

const meta = {
  title: 'UI/Wizard',
  component: Demo,
  args: { finishing: false, onFinish: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvas }) => {
    const next = canvas.getAllByRole('button').at(-1)!;
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveFocus();
  },
};

export const BetweenStep: Story = { args: { step: 1 } };

export const LastStep: Story = { args: { step: 2 } };

export const Finishing: Story = { args: { step: 2, finishing: true } };
