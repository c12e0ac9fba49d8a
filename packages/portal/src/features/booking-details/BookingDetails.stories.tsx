// The booking details screen (/bookings/{id}/orders, issue 25 §3, §4) in every state — loading,
// error with retry, new with its 48-hour countdown, approved with a key, canceled — and the accept
// prediction of a clashing booking and the "book for a guest" form, in ge, en and ru, axe-checked
// as tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, type PortalStoryProps } from '../../stories/PortalStory';

const HOUR_MS = 60 * 60 * 1000;
const ID = 5004;
const PATH = `/bookings/${ID}/orders`;

/** A booking as `GET api/bookings/{id}` answers it. */
function booking(extra: Record<string, unknown> = {}) {
  return {
    id: ID,
    status: 'approved',
    income_date: '2026-12-12',
    exit_date: '2026-12-16',
    nights: 4,
    adults: 2,
    children: 2,
    children_ages: [4, 11],
    guest: {
      name: 'Elif',
      last_name: 'Yılmaz',
      gender: 'female',
      citizenship: 'TR',
      country: 'TR',
      city: 'Trabzon',
      address: 'Atatürk Cd. 21',
      personal_number: 'U18822071',
      phone: '+90 532 555 0101',
      email: 'elif.yilmaz@example.com.tr',
      messenger: 'WhatsApp +905325550101',
      has_passport_scan: true,
    },
    payment_type: 'bank_transfer',
    comment: 'Arriving late, around 23:00.',
    apartment: { id: 102, address: 'Vake, Chavchavadze Ave 37, apt 12' },
    created_by: 'guest',
    created_at: '2026-11-20T10:00:00.000Z',
    accept_until: null,
    price: 720,
    key_id: null,
    ...extra,
  };
}

const services = {
  booking_id: ID,
  catalog: [],
  orders: [
    {
      id: 9001,
      booking_id: ID,
      status: 'done',
      ordered_at: '2026-11-21T09:00:00.000Z',
      lines: [{ service_id: 1, name: 'Airport transfer', quantity: 1, unit_price: 90, amount: 90 }],
      total: 90,
    },
    {
      id: 9002,
      booking_id: ID,
      status: 'ordered',
      ordered_at: '2026-11-22T09:00:00.000Z',
      lines: [{ service_id: 2, name: 'Breakfast', quantity: 4, unit_price: 25, amount: 100 }],
      total: 100,
    },
  ],
};

type Answers = NonNullable<PortalStoryProps['answers']>;

/** The screen's calls answered with this booking (and its orders). */
function answers(data: unknown, more: Answers = {}): Answers {
  return {
    [`GET api/bookings/${ID}`]: [200, { data }],
    [`GET api/services/${ID}`]: [200, { data: services }],
    ...more,
  };
}

const meta = {
  title: 'Portal/Booking details',
  component: PortalStory,
  parameters: { sakhli: { root: false } },
  args: { path: PATH, signedIn: true, language: 'en', role: 'owner' },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons of the screen's actions bar. */
const actions = (canvas: HTMLElement) =>
  within(canvas.querySelector<HTMLElement>('main section[aria-label]')!).getAllByRole('button');

/** The booking's fields arrived. */
const fieldsShown: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByText('U18822071')).toBeVisible();
};

const loading = (language: PortalStoryProps['language']): Story => ({
  args: {
    language,
    answers: { [`GET api/bookings/${ID}`]: 'pending', [`GET api/services/${ID}`]: 'pending' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
});
export const LoadingEn = loading('en');
export const LoadingGe = loading('ge');
export const LoadingRu = loading('ru');

const failed = (language: PortalStoryProps['language']): Story => ({
  args: {
    language,
    answers: answers(null, {
      [`GET api/bookings/${ID}`]: [500, { message: 'The booking service is down.' }],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The booking service is down.'),
    ).toBeVisible();
  },
});
export const ErrorEn = failed('en');
export const ErrorGe = failed('ge');
export const ErrorRu = failed('ru');

// Host-created an hour ago: 47 hours left to accept (spec §4).
const newBooking = () =>
  booking({
    status: 'new',
    created_by: 'host',
    created_at: new Date(Date.now() - HOUR_MS).toISOString(),
    accept_until: new Date(Date.now() + 47 * HOUR_MS).toISOString(),
    key_id: null,
  });
const countdown = (language: PortalStoryProps['language']): Story => ({
  args: { language, answers: answers(newBooking()) },
  play: async ({ canvasElement }) => {
    await fieldsShown({ canvasElement } as never);
    await expect(within(canvasElement).getByRole('timer')).toBeVisible();
  },
});
export const NewWithCountdownEn = countdown('en');
export const NewWithCountdownGe = countdown('ge');
export const NewWithCountdownRu = countdown('ru');

/** The stay's key as the keys calendar answers it (the panel is the apartment's, 102). */
const stayKey = {
  id: 7001,
  booking_id: ID,
  status: 'active',
  start: '2026-12-12T10:00:00.000Z',
  end: '2026-12-16T08:00:00.000Z',
  title: 'Elif Yılmaz',
  last_opened_at: null,
};

// With its key: the keys panel of that key (the composed page), its month and an empty day.
const approved = (language: PortalStoryProps['language']): Story => ({
  args: {
    language,
    answers: answers(booking({ key_id: 7001 }), {
      'GET api/keys/102/calendar': [200, { data: [stayKey] }],
      'GET api/keys/102/list': [200, { data: [] }],
    }),
  },
  play: async (context) => {
    await fieldsShown(context);
    await expect(await within(context.canvasElement).findByRole('grid')).toBeVisible();
  },
});
export const ApprovedWithKeyEn = approved('en');
export const ApprovedWithKeyGe = approved('ge');
export const ApprovedWithKeyRu = approved('ru');

const canceled = (language: PortalStoryProps['language']): Story => ({
  args: {
    language,
    answers: {
      ...answers(booking({ status: 'canceled', comment: null })),
      [`GET api/services/${ID}`]: [200, { data: { ...services, orders: [] } }],
    },
  },
  play: fieldsShown,
});
export const CanceledEn = canceled('en');
export const CanceledGe = canceled('ge');
export const CanceledRu = canceled('ru');

// Accepting is refused: the guest holds a parallel booking of other premises (spec §4).
const refused = (language: PortalStoryProps['language']): Story => ({
  args: {
    language,
    answers: answers(newBooking(), {
      [`GET api/bookings/confirmPredict/${ID}`]: [
        200,
        {
          data: {
            can_accept: false,
            conflicts: [
              {
                id: 5006,
                apartment: { id: 103, address: 'Saburtalo, Pekini Ave 12, apt 4' },
                income_date: '2026-12-13',
                exit_date: '2026-12-18',
                status: 'approved',
              },
            ],
            key_will_be_generated: false,
          },
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await fieldsShown({ canvasElement } as never);
    // The actions' first button: Accept, in any language.
    await userEvent.click(actions(canvasElement)[0]!);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(await within(dialog).findByText(/5006/)).toBeVisible();
  },
});
export const AcceptRefusedEn = refused('en');
export const AcceptRefusedGe = refused('ge');
export const AcceptRefusedRu = refused('ru');

// "Book again for a guest": the form, started from this booking's guest.
const form = (language: PortalStoryProps['language']): Story => ({
  args: {
    language,
    answers: answers(booking(), {
      'GET api/apartments/list': [
        200,
        {
          data: [
            {
              id: 102,
              address: 'Vake, Chavchavadze Ave 37, apt 12',
              city: 'tbilisi',
              block: 'A',
              floor: 4,
              number: '12',
              area: 62,
              rooms: 2,
              cadastral_number: '01.14.12.003.017.01.512',
              crm_id: 'CRM-102',
              owner: 'Giorgi Kapanadze',
            },
          ],
        },
      ],
      'GET api/countries': [
        200,
        {
          data: [
            { id: 'GE', label: 'Georgia' },
            { id: 'TR', label: 'Türkiye' },
          ],
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await fieldsShown({ canvasElement } as never);
    // The actions' last button: Book again for a guest, in any language.
    await userEvent.click(actions(canvasElement).at(-1)!);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(await within(dialog).findByDisplayValue('Elif')).toBeVisible();
  },
});
export const BookForGuestEn = form('en');
export const BookForGuestGe = form('ge');
export const BookForGuestRu = form('ru');
