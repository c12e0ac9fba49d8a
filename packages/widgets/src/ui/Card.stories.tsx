// Card: plain, with actions, collapsible open and closed (keyboard toggle).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Card } from './Card';
import { Button } from './Button';
import { StatusBadge } from './StatusBadge';
import { useStoryText } from './stories/useStoryText';

function Demo({
  collapsible,
  defaultOpen,
  actions,
}: {
  collapsible: boolean;
  defaultOpen: boolean;
  actions: boolean;
}) {
  const t = useStoryText();
  return (
    <Card
      title={t('story.apartment')}
      collapsible={collapsible}
      defaultOpen={defaultOpen}
      actions={actions ? <StatusBadge status="approved" /> : undefined}
    >
      <p>{t('story.apartmentText')}</p>
      {actions && <Button variant="secondary">{t('story.cancelBooking')}</Button>}
    </Card>
  );
}

const meta = {
  title: 'UI/Card',
  component: Demo,
  args: { collapsible: false, defaultOpen: true, actions: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithActions: Story = { args: { actions: true } };

export const CollapsibleOpen: Story = {
  args: { collapsible: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { expanded: true });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const CollapsibleClosed: Story = { args: { collapsible: true, defaultOpen: false } };
