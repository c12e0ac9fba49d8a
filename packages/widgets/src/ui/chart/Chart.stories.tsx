// The shared chart in ge, en and ru: one and several series, money and consumption, the table
// view, a phone's width, loading, empty and failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Language } from '@sakhli/sdk';
import { Chart } from './Chart';
import type { ChartProps, ChartSeries } from './types';

const t = {
  consumption: {
    en: 'Electricity consumption',
    ge: 'ელექტროენერგიის მოხმარება',
    ru: 'Потребление электроэнергии',
  },
  payments: { en: 'Utility bills', ge: 'კომუნალური გადასახადები', ru: 'Коммунальные счета' },
  month: { en: 'Month', ge: 'თვე', ru: 'Месяц' },
  kwh: { en: 'kWh', ge: 'კვტ.სთ', ru: 'кВт·ч' },
  electricity: { en: 'Electricity', ge: 'ელექტროენერგია', ru: 'Электроэнергия' },
  water: { en: 'Water', ge: 'წყალი', ru: 'Вода' },
  services: { en: 'Building services', ge: 'კომუნალური მომსახურება', ru: 'Услуги дома' },
  internet: { en: 'Internet and TV', ge: 'ინტერნეტი და ტელევიზია', ru: 'Интернет и ТВ' },
  empty: {
    en: 'Monthly consumption will be shown here once the first bill is issued.',
    ge: 'ყოველთვიური მოხმარება აქ გამოჩნდება პირველი ქვითრის შემდეგ.',
    ru: 'Ежемесячное потребление появится здесь после первого счёта.',
  },
  failed: {
    en: 'The consumption could not be loaded.',
    ge: 'მოხმარების ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить потребление.',
  },
} satisfies Record<string, Record<Language, string>>;

const months = Array.from({ length: 12 }, (_, i) => {
  const m = ((10 + i) % 12) + 1;
  return `${m >= 11 ? 2025 : 2026}-${String(m).padStart(2, '0')}`;
});
const wave = (base: number, swing: number, shift = 0) =>
  months.map((x, i) => ({
    x,
    y: Math.round((base + swing * Math.cos((i + shift) / 1.9)) * 100) / 100,
  }));

type Kind = 'consumption' | 'bills';

function seriesOf(kind: Kind, language: Language): ChartSeries[] {
  if (kind === 'consumption')
    return [{ id: 'kwh', label: t.electricity[language], points: wave(240, 90) }];
  return [
    { id: 'electricity', label: t.electricity[language], points: wave(62, 24) },
    { id: 'water', label: t.water[language], points: wave(9, 3, 2) },
    { id: 'services', label: t.services[language], points: wave(71, 4, 4) },
    {
      id: 'internetTv',
      label: t.internet[language],
      points: months.map((x, i) => ({ x, y: i === 6 ? 6 : 55 })),
    },
  ];
}

interface Params {
  kind: Kind;
  width?: number;
  props?: Partial<ChartProps>;
}

const meta = {
  title: 'UI/Chart',
  render: (_args, { globals, parameters }) => {
    const language = (globals.language ?? 'en') as Language;
    const { kind, width, props } = parameters.chart as Params;
    return (
      <div style={{ maxWidth: width ?? 880 }}>
        <Chart
          title={kind === 'consumption' ? t.consumption[language] : t.payments[language]}
          series={seriesOf(kind, language)}
          xLabel={t.month[language]}
          yType={kind === 'bills' ? 'money' : 'number'}
          {...(kind === 'consumption' ? { unit: t.kwh[language] } : {})}
          emptyMessage={t.empty[language]}
          {...props}
        />
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const drawn: Story['play'] = async ({ canvasElement }) => {
  const image = await within(canvasElement).findByRole('img');
  await expect(image.tagName.toLowerCase()).toBe('svg');
};

const story = (language: Language, chart: Params, extra: Partial<Story> = {}): Story => ({
  globals: { language },
  parameters: { chart },
  play: drawn,
  ...extra,
});

const consumption: Params = { kind: 'consumption' };
export const Consumption = story('en', consumption);
export const ConsumptionGe = story('ge', consumption);
export const ConsumptionRu = story('ru', consumption);

const bills: Params = { kind: 'bills' };
export const SeveralSeries = story('en', bills);
export const SeveralSeriesGe = story('ge', bills);
export const SeveralSeriesRu = story('ru', bills);

const asTable: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('img');
  await userEvent.click(canvas.getByRole('button'));
  const table = await canvas.findByRole('table');
  await expect(within(table).getAllByRole('row')).toHaveLength(13);
};
export const ShownAsTable = story('en', bills, { play: asTable });
export const ShownAsTableGe = story('ge', bills, { play: asTable });
export const ShownAsTableRu = story('ru', bills, { play: asTable });

const narrow: Params = { kind: 'bills', width: 343 };
export const Narrow = story('en', narrow);
export const NarrowGe = story('ge', narrow);

export const Loading = story(
  'en',
  { kind: 'bills', props: { loading: true } },
  {
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('status')).toBeVisible();
    },
  },
);
export const Empty = story(
  'en',
  { kind: 'bills', props: { series: [] } },
  {
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).queryByRole('img')).toBeNull();
    },
  },
);
export const EmptyRu = story('ru', { kind: 'bills', props: { series: [] } }, { play: undefined });
export const Failed = story(
  'en',
  { kind: 'bills', props: { error: t.failed.en, onRetry: () => {} } },
  {
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    },
  },
);
export const FailedGe = story(
  'ge',
  { kind: 'bills', props: { error: t.failed.ge, onRetry: () => {} } },
  {
    play: undefined,
  },
);
