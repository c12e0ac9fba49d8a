// DateRangeField: empty, chosen range with nights, booked nights, a clash, error, one month.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { DateRangeField, type DateRange } from './DateRangeField';
import { useStoryText } from './stories/useStoryText';

// Fixed dates keep the stories (and their screenshots) the same every day.
const FIRST = new Date(2027, 0, 4);
const BOOKED = ['2027-01-14', '2027-01-15', '2027-01-16', '2027-02-02'];

interface Args {
  from?: string;
  to?: string;
  booked: string[];
  highlighted?: string[];
  error: boolean;
  months: number;
}

function Demo({ from, to, booked, highlighted, error, months }: Args) {
  const t = useStoryText();
  const intl = useIntl();
  const day = (s?: string) => (s ? new Date(`${s}T00:00:00`) : undefined);
  const [range, setRange] = useState<DateRange | undefined>(
    from ? { from: day(from), to: day(to) } : undefined,
  );
  return (
    <DateRangeField
      label={t('story.dates')}
      value={range}
      onChange={setRange}
      booked={booked}
      highlighted={highlighted}
      minDate={FIRST}
      defaultMonth={FIRST}
      numberOfMonths={months}
      error={error ? intl.formatMessage({ id: 'error.datesTaken' }) : undefined}
    />
  );
}

const meta = {
  title: 'UI/DateRangeField',
  component: Demo,
  args: { booked: BOOKED, error: false, months: 2 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const booked = canvasElement.querySelector<HTMLButtonElement>('.sakhli-booked button');
    await expect(booked).toBeDisabled();
  },
};

export const ChosenRange: Story = { args: { from: '2027-01-08', to: '2027-01-12' } };

export const ArrivalOnly: Story = { args: { from: '2027-01-10' } };

export const KeyboardSelection: Story = {
  args: { months: 1 },
  play: async ({ canvas }) => {
    const first = canvas
      .getAllByRole('button', { name: /2027/ })
      .find((b) => !b.hasAttribute('disabled'))!;
    first.focus();
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await expect(canvas.getByText(/3/, { selector: 'strong' })).toBeVisible();
  },
};

export const SomeoneBookedTheDates: Story = {
  args: {
    from: '2027-01-12',
    to: '2027-01-14',
    booked: [...BOOKED, '2027-01-12', '2027-01-13'],
    highlighted: ['2027-01-12', '2027-01-13'],
    error: true,
  },
};

export const OneMonth: Story = { args: { months: 1, from: '2027-01-20', to: '2027-01-27' } };
