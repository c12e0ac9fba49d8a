// Money, DateText and DateTimeText (an instant on Tbilisi's clock) in the toolbar's language.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateText, DateTimeText, Money } from './Money';
import { useStoryText } from './stories/useStoryText';

const meta = { title: 'UI/Money and dates' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Sample() {
  const t = useStoryText();
  return (
    <dl>
      <dt>{t('story.total')}</dt>
      <dd>
        <Money amount={12345.5} />
      </dd>
      <dt>{t('story.total')}</dt>
      <dd>
        <Money amount={6} />
      </dd>
      <dt>{t('story.arrival')}</dt>
      <dd>
        <DateText value="2027-01-08" dateStyle="long" />
      </dd>
      <dt>{t('story.arrival')}</dt>
      <dd>
        <DateText value="2027-01-08" />
      </dd>
      <dt>{t('story.lastOpened')}</dt>
      <dd>
        <DateTimeText value="2027-01-08T05:05:00.000Z" />
      </dd>
    </dl>
  );
}

export const Formats: Story = { render: () => <Sample /> };
