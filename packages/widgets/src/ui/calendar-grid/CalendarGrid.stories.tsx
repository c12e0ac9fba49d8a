// The shared calendar grid in ge, en and ru: the bookings timeline and month, a key's door history
// (a month whose cells carry counts), a phone's width, loading and failed. Days are counted from
// the test clock's Tbilisi today, so every story shows the same shape on any date.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Language } from '@sakhli/sdk';
import { CalendarGrid } from './CalendarGrid';
import { addDays, startOfMonth, startOfWeek, todayInTbilisi, type Day } from './days';
import type { CalendarItem } from './types';

const t = {
  bookings: { en: 'Bookings', ge: 'ჯავშნები', ru: 'Бронирования' },
  doors: { en: 'Door openings', ge: 'კარის გაღებები', ru: 'Открытия двери' },
  apartment: { en: 'Apartment', ge: 'ბინა', ru: 'Квартира' },
  vake: { en: 'Vake, Chavchavadze 37', ge: 'ვაკე, ჭავჭავაძის 37', ru: 'Ваке, Чавчавадзе 37' },
  old: {
    en: 'Old Tbilisi, Leselidze 12',
    ge: 'ძველი თბილისი, ლესელიძის 12',
    ru: 'Старый Тбилиси, Леселидзе 12',
  },
  batumi: { en: 'Batumi, Rustaveli 5', ge: 'ბათუმი, რუსთაველის 5', ru: 'Батуми, Руставели 5' },
  nino: { en: 'Nino Beridze', ge: 'ნინო ბერიძე', ru: 'Нино Беридзе' },
  levan: { en: 'Levan Gelashvili', ge: 'ლევან გელაშვილი', ru: 'Леван Гелашвили' },
  anna: { en: 'Anna Petrova', ge: 'ანა პეტროვა', ru: 'Анна Петрова' },
  new: { en: 'New', ge: 'ახალი', ru: 'Новое' },
  approved: { en: 'Approved', ge: 'დადასტურებული', ru: 'Подтверждено' },
  canceled: { en: 'Canceled', ge: 'გაუქმებული', ru: 'Отменено' },
  openings: { en: 'openings', ge: 'გაღება', ru: 'открытий' },
  failed: {
    en: 'The bookings could not be loaded.',
    ge: 'ჯავშნების ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить бронирования.',
  },
} satisfies Record<string, Record<Language, string>>;

function stays(language: Language, today: Day): CalendarItem[] {
  const item = (
    id: number,
    rowId: string,
    arrival: number,
    nights: number,
    guest: keyof typeof t,
    status: 'new' | 'approved' | 'canceled',
  ): CalendarItem => ({
    id,
    rowId,
    start: addDays(today, arrival),
    end: addDays(today, arrival + nights),
    label: t[guest][language],
    tone: status === 'new' ? 'warning' : status === 'approved' ? 'success' : 'danger',
    statusLabel: t[status][language],
  });
  return [
    item(1, 'vake', -2, 5, 'nino', 'approved'),
    item(2, 'vake', 3, 3, 'levan', 'new'),
    item(3, 'old', 1, 4, 'anna', 'canceled'),
    item(4, 'old', 2, 6, 'levan', 'approved'),
    item(5, 'batumi', 6, 3, 'anna', 'new'),
  ];
}

type Kind = 'timeline' | 'month' | 'doors';

interface Params {
  kind: Kind;
  width?: number;
  loading?: boolean;
  failed?: boolean;
}

function Story({ language, params }: { language: Language; params: Params }) {
  const today = todayInTbilisi();
  const [from, setFrom] = useState(
    params.kind === 'timeline' ? startOfWeek(today) : startOfMonth(today),
  );
  const common = {
    items: params.kind === 'doors' ? [] : stays(language, today),
    onRangeChange: setFrom,
    loading: params.loading,
    error: params.failed ? t.failed[language] : undefined,
    onRetry: params.failed ? () => {} : undefined,
  };
  // A key's door history: how many times the door opened each day (seeded by the day's number).
  const openings = (day: Day) => (Number(day.slice(8)) * 7) % 5;
  return (
    <div style={{ maxWidth: params.width ?? 1200 }}>
      {params.kind === 'timeline' ? (
        <CalendarGrid
          {...common}
          layout="timeline"
          label={t.bookings[language]}
          rowHeading={t.apartment[language]}
          rows={(['vake', 'old', 'batumi'] as const).map((id) => ({ id, label: t[id][language] }))}
          from={from}
        />
      ) : (
        <CalendarGrid
          {...common}
          layout="month"
          label={params.kind === 'doors' ? t.doors[language] : t.bookings[language]}
          month={from}
          {...(params.kind === 'doors'
            ? {
                renderCell: (cell) => (openings(cell.day) ? openings(cell.day) : null),
                describeCell: (cell) =>
                  openings(cell.day) ? `${openings(cell.day)} ${t.openings[language]}` : undefined,
              }
            : {})}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'UI/CalendarGrid',
  render: (_args, { globals, parameters }) => (
    <Story
      language={(globals.language ?? 'en') as Language}
      params={parameters.calendar as Params}
    />
  ),
} satisfies Meta;

export default meta;
type StoryObject = StoryObj<typeof meta>;

/** The grid is there with one tab stop, and an arrow moves it. */
const keyboard: StoryObject['play'] = async ({ canvasElement }) => {
  const grid = within(canvasElement).getByRole('grid');
  const stop = within(grid)
    .getAllByRole('gridcell')
    .filter((cell) => cell.tabIndex === 0);
  await expect(stop).toHaveLength(1);
  stop[0]!.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(document.activeElement).not.toBe(stop[0]);
  await expect(document.activeElement).toHaveAttribute('tabindex', '0');
};

const story = (language: Language, calendar: Params, extra: Partial<StoryObject> = {}) => ({
  globals: { language },
  parameters: { calendar },
  play: keyboard,
  ...extra,
});

export const Timeline = story('en', { kind: 'timeline' });
export const TimelineGe = story('ge', { kind: 'timeline' });
export const TimelineRu = story('ru', { kind: 'timeline' });

export const Month = story('en', { kind: 'month' });
export const MonthGe = story('ge', { kind: 'month' });
export const MonthRu = story('ru', { kind: 'month' });

/** A key's door history: a month whose cells carry counts (the pluggable cell renderer). */
export const DoorHistory = story('en', { kind: 'doors' });
export const DoorHistoryGe = story('ge', { kind: 'doors' });
export const DoorHistoryRu = story('ru', { kind: 'doors' });

/** A phone: the timeline scrolls sideways, the month fits. */
export const TimelinePhone = story('en', { kind: 'timeline', width: 343 });
export const MonthPhoneGe = story('ge', { kind: 'month', width: 343 });

const loadingPlay: StoryObject['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('status')).toBeVisible();
  await expect(within(canvasElement).queryByRole('grid')).toBeNull();
};
export const Loading = story('en', { kind: 'timeline', loading: true }, { play: loadingPlay });
export const LoadingGe = story('ge', { kind: 'timeline', loading: true }, { play: loadingPlay });
export const LoadingRu = story('ru', { kind: 'month', loading: true }, { play: loadingPlay });

const failedPlay: StoryObject['play'] = async ({ canvasElement }) => {
  const alert = within(canvasElement).getByRole('alert');
  await expect(within(alert).getByRole('button')).toBeVisible();
};
export const Failed = story('en', { kind: 'timeline', failed: true }, { play: failedPlay });
export const FailedGe = story('ge', { kind: 'timeline', failed: true }, { play: failedPlay });
export const FailedRu = story('ru', { kind: 'month', failed: true }, { play: failedPlay });
