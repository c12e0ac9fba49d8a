// /bookings (issue 25 item 2) in ge, en and ru: the timeline, the month and the list, loading,
// empty (no apartments; no bookings on the days shown) and failed with Try again — the whole
// portal at /bookings with its calls answered by fixtures dated from the test clock's today.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '@sakhli/sdk';
import { addDays, daysBetween, todayInTbilisi } from '@sakhli/widgets';
import { PortalStory, type Answer } from './PortalStory';

const apartment = (id: number, address: string, city: 'tbilisi' | 'batumi') => ({
  id,
  address,
  city,
  block: 'A',
  floor: 4,
  number: String(id),
  area: 64,
  cadastral_number: `01.14.08.004.${id}`,
  crm_id: `CRM-${id}`,
  rooms: 2,
  owner: 'Nino Beridze',
});

const APARTMENTS = [
  apartment(101, '71 Vazha-Pshavela Ave, apt 17', 'tbilisi'),
  apartment(102, '12 Leselidze St, apt 58', 'tbilisi'),
  apartment(103, '5 Rustaveli Ave, apt 9', 'batumi'),
];

function calendar() {
  const today = todayInTbilisi();
  const stay = (
    id: number,
    apartmentId: number,
    arrival: number,
    nights: number,
    status: 'new' | 'approved' | 'canceled',
    guest: string,
  ) => ({
    id,
    status,
    start: addDays(today, arrival),
    end: addDays(today, arrival + nights),
    title: `${guest} · ${APARTMENTS.find((a) => a.id === apartmentId)!.address}`,
    apartment_id: apartmentId,
  });
  return [
    stay(5001, 101, -2, 5, 'approved', 'Nino Beridze'),
    stay(5002, 101, 4, 3, 'new', 'Levan Gelashvili'),
    stay(5003, 102, 1, 2, 'canceled', 'Dmitri Sokolov'),
    stay(5004, 102, 3, 4, 'new', 'Elif Yılmaz'),
    stay(5005, 103, 6, 5, 'approved', 'Anna Petrova'),
  ];
}

type Kind = 'ok' | 'loading' | 'noApartments' | 'noBookings' | 'failed';

const L = (en: string, ge: string, ru: string) => ({ en, ge, ru });
const col = (key: string, label: ReturnType<typeof L>, type: string) => ({
  key,
  label,
  type,
  sortable: true,
});

/** The bookings table (its config as the API sends it, and a page of the same stays). */
function tableAnswers(kind: Kind): Record<string, Answer> {
  const rows = kind === 'ok' ? calendar() : [];
  return {
    'GET api/config/columns/bookings': [
      200,
      {
        data: [
          col('id', L('ID', 'ID', 'ID'), 'number'),
          col('status', L('Status', 'სტატუსი', 'Статус'), 'status'),
          col('income_date', L('Arrival', 'შესვლა', 'Заезд'), 'date'),
          col('exit_date', L('Departure', 'გასვლა', 'Выезд'), 'date'),
          col('guest_name', L('Guest', 'სტუმარი', 'Гость'), 'text'),
        ],
      },
    ],
    'GET api/config/filters/bookings': [
      200,
      {
        data: [
          {
            key: 'status',
            kind: 'select',
            label: L('Status', 'სტატუსი', 'Статус'),
            options: [
              { value: 'new', label: L('New', 'ახალი', 'Новое') },
              { value: 'approved', label: L('Approved', 'დადასტურებული', 'Подтверждено') },
              { value: 'canceled', label: L('Canceled', 'გაუქმებული', 'Отменено') },
            ],
          },
        ],
      },
    ],
    'GET api/bookings': [
      200,
      {
        data: {
          // Rows as the SDK checks them (bookingSummarySchema): one that fails the check is a
          // bad answer, tried again and shown as failed below the calendar.
          items: rows.map((b, index) => {
            const [guest, address] = b.title.split(' · ');
            return {
              id: b.id,
              status: b.status,
              income_date: b.start,
              exit_date: b.end,
              nights: daysBetween(b.start, b.end),
              adults: 2,
              children: index % 2,
              children_ages: index % 2 ? [7] : [],
              guest_name: guest,
              apartment: { id: b.apartment_id, address },
              price: 180 * (index + 1),
            };
          }),
        },
        meta: { items_count: rows.length },
      },
    ],
  };
}

function answersFor(kind: Kind): Record<string, Answer> {
  return {
    ...tableAnswers(kind),
    'GET api/apartments/list': [200, { data: kind === 'noApartments' ? [] : APARTMENTS }],
    'GET api/bookings/calendar':
      kind === 'loading'
        ? 'pending'
        : kind === 'failed'
          ? [503, { message: 'The bookings service is resting. Try again in a minute.' }]
          : [200, { data: kind === 'noBookings' ? [] : calendar() }],
  };
}

const meta = {
  title: 'Portal/Bookings',
  component: PortalStory,
  parameters: { sakhli: { root: false } },
  args: { path: '/bookings', signedIn: true, language: 'en', role: 'owner' },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenShown = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1 });

const gridShown: Story['play'] = async ({ canvasElement }) => {
  await screenShown(canvasElement);
  const grid = await within(canvasElement).findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('gridcell').length).toBeGreaterThan(7));
};

const listShown: Story['play'] = async ({ canvasElement }) => {
  await screenShown(canvasElement);
  await waitFor(() =>
    expect(within(canvasElement).getAllByRole('listitem').length).toBeGreaterThan(5),
  );
};

/** The first open waits on the loader's calls: the portal's pending status (and top bar) shows. */
const loadingShown: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('status');
  await expect(within(canvasElement).queryByRole('grid')).toBeNull();
};

const failedShown: Story['play'] = async ({ canvasElement }) => {
  await screenShown(canvasElement);
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent('The bookings service is resting.');
  await userEvent.click(within(alert).getByRole('button'));
};

const story = (language: Language, view: string, kind: Kind, play: Story['play']): Story => ({
  args: {
    language,
    path: view ? `/bookings?view=${view}` : '/bookings',
    answers: answersFor(kind),
  },
  play,
});

export const TimelineEn = story('en', 'timeline', 'ok', gridShown);
export const TimelineGe = story('ge', 'timeline', 'ok', gridShown);
export const TimelineRu = story('ru', 'timeline', 'ok', gridShown);

export const MonthEn = story('en', 'month', 'ok', gridShown);
export const MonthGe = story('ge', 'month', 'ok', gridShown);
export const MonthRu = story('ru', 'month', 'ok', gridShown);

export const ListEn = story('en', 'list', 'ok', listShown);
export const ListGe = story('ge', 'list', 'ok', listShown);
export const ListRu = story('ru', 'list', 'ok', listShown);

export const LoadingEn = story('en', 'timeline', 'loading', loadingShown);
export const LoadingGe = story('ge', 'timeline', 'loading', loadingShown);
export const LoadingRu = story('ru', 'list', 'loading', loadingShown);

const emptyShown =
  (text: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await screenShown(canvasElement);
    await within(canvasElement).findByText(text);
  };
export const NoApartmentsEn = story(
  'en',
  'timeline',
  'noApartments',
  emptyShown(/apartments you own/),
);
export const NoApartmentsGe = story(
  'ge',
  'timeline',
  'noApartments',
  emptyShown(/ბინების ჯავშნები/),
);
export const NoApartmentsRu = story('ru', 'timeline', 'noApartments', emptyShown(/ваших квартир/));
export const NoBookingsEn = story(
  'en',
  'list',
  'noBookings',
  emptyShown(/No bookings on these days/),
);
export const NoBookingsGe = story('ge', 'list', 'noBookings', emptyShown(/ჯავშნები არ არის/));
export const NoBookingsRu = story('ru', 'list', 'noBookings', emptyShown(/бронирований нет/));

export const FailedEn = story('en', 'timeline', 'failed', failedShown);
export const FailedGe = story('ge', 'month', 'failed', failedShown);
export const FailedRu = story('ru', 'list', 'failed', failedShown);
