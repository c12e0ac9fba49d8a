// Every state of the shared data table in ge, en and ru against the demo API (MSW): config'd server
// lists (bookings, transactions, documents), local rows, loading, empty, error, filters set, narrow.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bookingsList,
  documentsList,
  downloadDocument,
  transactionsList,
  type Language,
} from '@sakhli/sdk';
import { signInOwner } from '../../../test/signInOwner';
import { useSakhliClient } from '../../shell/context';
import { SakhliProvider } from '../../shell/SakhliProvider';
import { WidgetRoot } from '../../shell/WidgetRoot';
import { DataTable } from './DataTable';
import { storyText, type StoryText } from './storyTexts';
import type { DataTableProps, TableColumn } from './types';

const signed: { session: { accessToken: string; refreshToken: string } | null } = { session: null };

type Kind = 'bookings' | 'transactions' | 'documents' | 'bills' | 'billsEmpty';

interface Params {
  kind: Kind;
  /** Width of the box the table lives in (its own container decides the layout). */
  width?: number;
  props?: Partial<DataTableProps<Record<string, unknown>>>;
}

interface Bill {
  id: number;
  month: string;
  consumption: number;
  amount: number;
  paid: boolean;
}

const bills: Bill[] = Array.from({ length: 14 }, (_, i) => ({
  id: i + 1,
  month: `${2026 - Math.floor((i + 1) / 12)}-${String(12 - ((i + 1) % 12)).padStart(2, '0')}-01`,
  consumption: 180 + ((i * 37) % 120),
  amount: Math.round((180 + ((i * 37) % 120)) * 0.2936 * 100) / 100,
  paid: i > 1,
}));

function billColumns(language: Language): TableColumn<Bill>[] {
  const t = (id: StoryText) => storyText(language, id);
  return [
    { key: 'month', label: t('month'), type: 'date' },
    { key: 'consumption', label: t('consumption'), type: 'number' },
    { key: 'amount', label: t('amount'), type: 'money' },
    {
      key: 'paid',
      label: t('status'),
      type: 'status',
      labels: { true: t('paid'), false: t('unpaid') },
      tones: { true: 'success', false: 'warning' },
    },
  ];
}

/** The documents table: each row's PDF fetched through the SDK client (with the session). */
function Documents({ language, ...props }: { language: Language } & Params['props']) {
  const client = useSakhliClient();
  return (
    <DataTable
      caption={storyText(language, 'documents')}
      emptyMessage={storyText(language, 'documentsEmpty')}
      list={documentsList}
      cells={{ file_name: { download: (row) => () => downloadDocument(client, Number(row.id)) } }}
      {...props}
    />
  );
}

function Table({ kind, language, props }: Params & { language: Language }) {
  const t = (id: StoryText) => storyText(language, id);
  if (kind === 'documents') return <Documents language={language} {...props} />;
  if (kind === 'bills' || kind === 'billsEmpty') {
    return (
      <DataTable<Bill>
        caption={t('bills')}
        emptyMessage={t('billsEmpty')}
        columns={billColumns(language)}
        rows={kind === 'bills' ? bills : []}
      />
    );
  }
  return (
    <DataTable
      caption={t(kind)}
      emptyMessage={t(kind === 'bookings' ? 'bookingsEmpty' : 'transactionsEmpty')}
      list={kind === 'bookings' ? bookingsList : transactionsList}
      {...props}
    />
  );
}

const meta = {
  title: 'UI/DataTable',
  parameters: { sakhli: { root: false } },
  render: (_args, { globals, parameters }) => {
    const language = (globals.language ?? 'en') as Language;
    const params = parameters.table as Params;
    return (
      <SakhliProvider
        language={language}
        theme={globals.theme === 'dark' ? 'dark' : 'light'}
        {...(signed.session ? { session: signed.session } : {})}
      >
        <WidgetRoot style={{ padding: 16, minHeight: '100vh' }}>
          {/* A desktop column (960 px) that still shrinks to a phone (the 320 px fit check). */}
          <div style={{ width: params.width ?? 960, maxWidth: '100%' }}>
            <Table {...params} language={language} />
          </div>
        </WidgetRoot>
      </SakhliProvider>
    );
  },
  async beforeEach() {
    localStorage.clear();
    signed.session = (await signInOwner()).session;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tableShown: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table');
  await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
};

const story = (language: Language, table: Params, extra: Partial<Story> = {}): Story => ({
  globals: { language },
  parameters: { table },
  play: tableShown,
  ...extra,
});

const bookings: Params = { kind: 'bookings' };
export const Bookings = story('en', bookings);
export const BookingsGe = story('ge', bookings);
export const BookingsRu = story('ru', bookings);

/** 666 transactions: 14 pages of 50, receipts marked, charges negative. */
const many: Params = { kind: 'transactions', props: { defaultState: { perPage: 50 } } };
export const ManyRows = story('en', many, {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
  },
});
export const ManyRowsRu = story('ru', many);

/** Today plus `days`, as YYYY-MM-DD (read when the story renders, so it follows the test clock). */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const filtered: Params = {
  kind: 'bookings',
  props: {
    defaultState: {
      sort: '-price',
      // Around the test clock's today, where the demo API seeds its stays (−20 to +40 days).
      filters: { status: 'approved', income_date: { from: isoDay(-30), to: isoDay(60) } },
    },
  },
};
export const FiltersSet = story('en', filtered, {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(
      within(table).getByRole('columnheader', { name: /Price|ფასი|Цена/ }),
    ).toHaveAttribute('aria-sort', 'descending');
    // Opening the date filter shows the shared calendar.
    const filters = canvas.getByRole('group', { name: /Filters|ფილტრები|Фильтры/ });
    await userEvent.click(within(filters).getAllByRole('button', { expanded: false })[0]!);
    await expect(await canvas.findByRole('grid')).toBeVisible();
  },
});
export const FiltersSetGe = story('ge', filtered);
export const FiltersSetRu = story('ru', filtered);

const documents: Params = {
  kind: 'documents',
  props: { defaultState: { filters: { type: 'receipt' } } },
};
export const SearchAndDownloads = story('en', documents);
export const SearchAndDownloadsGe = story('ge', documents);

/** Cards at a phone's width: nothing scrolls sideways. */
const narrow: Params = { kind: 'bookings', width: 375 };
const cardsShown: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list');
  await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  await expect(canvas.queryByRole('table')).toBeNull();
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
};
export const Narrow = story('en', narrow, { play: cardsShown });
export const NarrowGe = story('ge', narrow, { play: cardsShown });
export const NarrowRu = story('ru', narrow, { play: cardsShown });

/** The list never answers: skeleton rows and "Loading rows…" for screen readers. */
const loading: Params = { kind: 'bookings' };
const slow = http.get('*/api/bookings', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
export const Loading = story('en', loading, {
  async beforeEach({ msw }) {
    msw.use(slow);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
});
export const LoadingRu = story('ru', loading, {
  async beforeEach({ msw }) {
    msw.use(slow);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
});

const emptyShown: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText(/listed here|გამოჩნდება|появятся/)).toBeVisible());
};
const noBookings = http.get('*/api/bookings', () =>
  HttpResponse.json({ data: { items: [] }, meta: { items_count: 0 } }),
);
export const Empty = story('en', bookings, {
  async beforeEach({ msw }) {
    msw.use(noBookings);
  },
  play: emptyShown,
});
export const EmptyGe = story('ge', bookings, {
  async beforeEach({ msw }) {
    msw.use(noBookings);
  },
  play: emptyShown,
});
export const EmptyRu = story('ru', bookings, {
  async beforeEach({ msw }) {
    msw.use(noBookings);
  },
  play: emptyShown,
});

/** Filters that match nothing: say so and offer to clear them. */
const nothingMatches: Params = {
  kind: 'bookings',
  props: { defaultState: { filters: { apartment_id: '105', status: 'canceled' } } },
};
export const EmptyFiltered = story('en', nothingMatches, {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing matches these filters')).toBeVisible();
  },
});

/** The list fails once: the server's message in place and "Try again", which loads the rows. */
let failures = 0;
const failingOnce = http.get('*/api/bookings', () => {
  if (failures++ > 0) return undefined;
  return HttpResponse.json({ message: 'Bookings are being updated.' }, { status: 503 });
});
const errorThenRetry: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const retry = await canvas.findByRole('button');
  await userEvent.click(retry);
  await tableShown({ canvasElement } as Parameters<NonNullable<Story['play']>>[0]);
};
const failing: Partial<Story> = {
  async beforeEach({ msw }) {
    failures = 0;
    msw.use(failingOnce);
  },
};
export const ErrorWithRetry = story('en', bookings, { ...failing, play: errorThenRetry });
export const ErrorWithRetryGe = story('ge', bookings, { ...failing, play: errorThenRetry });
export const ErrorWithRetryRu = story('ru', bookings, { ...failing, play: errorThenRetry });

/** Local rows and columns (a widget's history): the same table, paged here. */
const local: Params = { kind: 'bills' };
export const LocalRows = story('en', local);
export const LocalRowsGe = story('ge', local);
export const LocalRowsRu = story('ru', local);
export const LocalRowsNarrow = story(
  'en',
  { ...local, width: 375 },
  {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('list')).toBeVisible();
    },
  },
);
export const LocalEmpty = story('en', { kind: 'billsEmpty' }, { play: emptyShown });
