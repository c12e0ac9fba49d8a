// Every state of the guest booking widget against the demo API (MSW). Switch ge/en/ru and the theme
// in the toolbar; the Georgian and Russian stories pin the language. Play functions find things by
// role, name attribute and order, so they hold in every language (the ge/dark story run too).
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { GuestWindow, Language } from '@sakhli/sdk';
import { RIVAL_EMAIL, rivalBooking } from '../../test/rivalBooking';
import { nightsOf } from './bookedNights';
import { formMemoryKey } from './formMemory';
import { GuestBooking } from './GuestBooking';
import { toDay, toIsoDate } from './guestFormValues';

interface Opened extends GuestWindow {
  stay: { from: string; to: string };
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function guestLink(apartmentId = 101): Promise<{ apartmentId: number; hash: string }> {
  const fixtures = (await (await fetch('/__demo/fixtures')).json()) as {
    guestLinks: { apartmentId: number; hash: string }[];
  };
  const link = fixtures.guestLinks.find((l) => l.apartmentId === apartmentId);
  if (!link) throw new Error(`No guest link for apartment ${apartmentId} in the fixtures`);
  return { apartmentId: link.apartmentId, hash: link.hash };
}

/** Requests the reservation e-mail and takes the time hash from the demo outbox, as a guest would. */
async function openWindow(email = 'nino@example.ge'): Promise<Opened> {
  const link = await guestLink();
  await fetch(`/api/qr/booking/${link.apartmentId}/${link.hash}`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email }),
  });
  const outbox = (await (await fetch('/__demo/outbox')).json()) as { to: string; link?: string }[];
  const timeHash = outbox
    .findLast((m) => m.to === email)
    ?.link?.split('/')
    .pop();
  if (!timeHash) throw new Error('No reservation link in the demo outbox');
  const w = { ...link, timeHash };
  const booked = (await (
    await fetch(`/api/qr/booking/${w.apartmentId}/${w.hash}/${timeHash}/bookedDates`, {
      headers: JSON_HEADERS,
    })
  ).json()) as { data: { start: string; end: string }[] };
  return { ...w, stay: freeStay(nightsOf(booked.data)) };
}

/** The first two free nights from the day after tomorrow, inside the two months shown. */
function freeStay(taken: string[]): { from: string; to: string } {
  // The widget's own today: the test clock (SAKHLI_TEST_NOW) moves both in story tests.
  const today = new Date();
  for (let i = 2; i < 60; i += 1) {
    const day = (offset: number) =>
      toIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + i + offset));
    const last = new Date(today.getFullYear(), today.getMonth() + 2, 0);
    if (!taken.includes(day(0)) && !taken.includes(day(1)) && toDay(day(2)) <= last) {
      return { from: day(0), to: day(2) };
    }
  }
  throw new Error('No free stay in the months shown');
}

/** Opens a window after the preview reset the demo API, for this story's render and play. */
async function withWindow(context: StoryContext) {
  context.loaded.window = await openWindow();
}

const meta = {
  title: 'Widgets/GuestBooking',
  component: GuestBooking,
  // The widget renders its own WidgetRoot.
  parameters: { sakhli: { root: false } },
  render: (args, { loaded }) => {
    const opened = loaded.window as Opened | undefined;
    const link = loaded.link as { apartmentId: number; hash: string } | undefined;
    return (
      <GuestBooking
        {...args}
        {...(link ?? {})}
        {...(opened
          ? { apartmentId: opened.apartmentId, hash: opened.hash, timeHash: opened.timeHash }
          : {})}
      />
    );
  },
  loaders: [async () => ({ link: await guestLink() })],
  // Every story starts with an empty form: nothing remembered from the story before.
  beforeEach: () => {
    sessionStorage.removeItem(formMemoryKey(101));
    localStorage.removeItem(formMemoryKey(101));
  },
} satisfies Meta<typeof GuestBooking>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

const inLanguage = (language: Language) => ({ globals: { language } });

const field = (root: HTMLElement, name: string) => {
  const found = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!found) throw new Error(`No field named ${name}`);
  return found;
};

/** The wizard's forward button (Next, then Book now): the last primary button. */
const forward = (root: HTMLElement) => {
  const buttons = root.querySelectorAll<HTMLButtonElement>('button[part~="button-primary"]');
  return buttons[buttons.length - 1]!;
};

const sendEmail =
  (address: string): Play =>
  async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2 });
    await userEvent.type(field(canvasElement, 'email'), address);
    await userEvent.click(forward(canvasElement));
  };

async function chooseStay({ canvasElement, userEvent, loaded }: PlayContext) {
  const { stay } = loaded.window as Opened;
  await within(canvasElement).findByRole('timer');
  for (const day of [stay.from, stay.to]) {
    const button = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLButtonElement>(`[data-day="${day}"] button`);
      if (!found) throw new Error(`No day ${day} in the calendar`);
      return found;
    });
    await userEvent.click(button);
  }
  await userEvent.click(forward(canvasElement));
}

async function fillGuest({ canvasElement, userEvent }: PlayContext) {
  const root = canvasElement;
  await waitFor(() =>
    expect((field(root, 'citizenship') as HTMLSelectElement).options.length).toBeGreaterThan(10),
  );
  // Each text pasted into its field, as autofill or a paste would: typed key by key, the ~90 keys
  // (each a render of the whole form) took ~10 s per story on a loaded machine. Typing is the
  // keyboard journeys' to prove (e2e guest-booking, GuestBooking.test.tsx), not these states'.
  const enter = async (name: string, text: string) => {
    await userEvent.click(field(root, name));
    await userEvent.paste(text);
  };
  await enter('name', 'Nino');
  await enter('lastName', 'Beridze');
  await userEvent.selectOptions(field(root, 'gender'), 'female');
  await userEvent.selectOptions(field(root, 'citizenship'), 'GE');
  await userEvent.selectOptions(field(root, 'country'), 'GE');
  await enter('city', 'Tbilisi');
  await enter('address', '12 Rustaveli Ave');
  await enter('personalNumber', '01024012345');
  await enter('phone', '+995 555 12 34 56');
  await enter('email', 'nino@example.ge');
  const children = field(root, 'children');
  await userEvent.clear(children);
  await userEvent.type(children, '1');
  await userEvent.type(field(root, 'childAge.0'), '7');
  await userEvent.selectOptions(field(root, 'paymentType'), 'card');
}

async function reachReview(context: PlayContext) {
  await chooseStay(context);
  await fillGuest(context);
  await context.userEvent.click(forward(context.canvasElement));
  await waitFor(() =>
    expect(context.canvasElement.querySelector('[part="summary"]')).not.toBeNull(),
  );
}

// Step 1 -------------------------------------------------------------------------------------

const step1Play: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 2 })).toBeVisible();
  await expect(field(canvasElement, 'email')).toBeVisible();
};

/** Step 1: the apartment's summary and the e-mail field. */
export const ApartmentSummary: Story = { play: step1Play };
export const ApartmentSummaryGeorgian: Story = { ...inLanguage('ge'), play: step1Play };
export const ApartmentSummaryRussian: Story = { ...inLanguage('ru'), play: step1Play };

/** "Check your e-mail" with the address and a way to send again. */
export const EmailSent: Story = {
  play: async (context) => {
    await sendEmail('nino@example.ge')(context);
    // Focus moves to the "check your e-mail" heading.
    await waitFor(() =>
      expect(context.canvasElement.ownerDocument.activeElement?.tagName).toBe('H3'),
    );
    await expect(context.canvasElement).toHaveTextContent('nino@example.ge');
  },
};

/** spec §5 "Invalid E-mail." in place, nothing sent. */
export const InvalidEmail: Story = {
  play: async (context) => {
    await sendEmail('nino@example')(context);
    await waitFor(() =>
      expect(field(context.canvasElement, 'email')).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** spec §8 "The mentioned address is invalid or has already been used." for an unknown link. */
export const AddressUsed: Story = {
  loaders: [async () => ({ link: { apartmentId: 101, hash: 'no-such-link' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** spec §8 "This link has expired.": the window's 10 minutes passed before the guest opened it. */
export const LinkExpired: Story = {
  beforeEach: async (context) => {
    await withWindow(context);
    await fetch('/__demo/clock', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ advanceMs: 11 * 60_000 }),
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'email')).toHaveValue(''));
    await expect(canvasElement.querySelector('[part~="alert-warning"]')).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
  },
};

/** Incomplete inputs: no apartment or hash. */
export const LinkIncomplete: Story = {
  loaders: [async () => ({ link: undefined })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

// Step 2 -------------------------------------------------------------------------------------

const step2Play: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('timer')).toHaveTextContent(/\d\d:\d\d/);
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('.sakhli-booked').length).toBeGreaterThan(0),
  );
};

/** Step 2: countdown, calendar with booked nights struck through. */
export const Window: Story = { beforeEach: withWindow, play: step2Play };
export const WindowGeorgian: Story = {
  ...inLanguage('ge'),
  beforeEach: withWindow,
  play: step2Play,
};
export const WindowRussian: Story = {
  ...inLanguage('ru'),
  beforeEach: withWindow,
  play: step2Play,
};

/** The booked nights could not be loaded: no day is offered, the reason and Try again are. */
const withBookedNightsDown = async (context: StoryContext) => {
  await withWindow(context);
  context.msw.use(
    http.get('*/api/qr/booking/:apartmentId/:hash/:timeHash/bookedDates', () =>
      HttpResponse.json({ message: 'The calendar is being updated.' }, { status: 503 }),
    ),
  );
};
const bookedNightsDownPlay: Play = async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(within(alert).getByRole('button')).toBeVisible();
  await expect(alert).toHaveTextContent('The calendar is being updated.');
  await expect(canvasElement.querySelector('[data-day] button')).toBeNull();
};
export const BookedNightsUnavailable: Story = {
  beforeEach: withBookedNightsDown,
  play: bookedNightsDownPlay,
};
export const BookedNightsUnavailableGeorgian: Story = {
  ...inLanguage('ge'),
  beforeEach: withBookedNightsDown,
  play: bookedNightsDownPlay,
};
export const BookedNightsUnavailableRussian: Story = {
  ...inLanguage('ru'),
  beforeEach: withBookedNightsDown,
  play: bookedNightsDownPlay,
};

/** The country list could not be loaded: said above the steps with Try again (issue 27 §1). */
const withCountriesDown = async (context: StoryContext) => {
  await withWindow(context);
  context.msw.use(
    http.get('*/api/countries', () =>
      HttpResponse.json({ message: 'The atlas is being updated.' }, { status: 503 }),
    ),
  );
};
const countriesDownPlay: Play = async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(within(alert).getByRole('button')).toBeVisible();
  await expect(alert).toHaveTextContent('The atlas is being updated.');
};
export const CountriesUnavailable: Story = {
  beforeEach: withCountriesDown,
  play: countriesDownPlay,
};
export const CountriesUnavailableGeorgian: Story = {
  ...inLanguage('ge'),
  beforeEach: withCountriesDown,
  play: countriesDownPlay,
};
export const CountriesUnavailableRussian: Story = {
  ...inLanguage('ru'),
  beforeEach: withCountriesDown,
  play: countriesDownPlay,
};

/** The QR link could not be checked (the server, not the link): Try again, no dead end. */
const withLinkCheckDown = (context: StoryContext) => {
  context.msw.use(
    http.get('*/api/qr/booking/:apartmentId/:hash', () =>
      HttpResponse.json({ message: 'The booking desk is resting.' }, { status: 503 }),
    ),
  );
};
const linkCheckDownPlay: Play = async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(within(alert).getByRole('button')).toBeVisible();
  await expect(alert).toHaveTextContent('The booking desk is resting.');
};
export const LinkCheckUnavailable: Story = {
  beforeEach: withLinkCheckDown,
  play: linkCheckDownPlay,
};
export const LinkCheckUnavailableGeorgian: Story = {
  ...inLanguage('ge'),
  beforeEach: withLinkCheckDown,
  play: linkCheckDownPlay,
};
export const LinkCheckUnavailableRussian: Story = {
  ...inLanguage('ru'),
  beforeEach: withLinkCheckDown,
  play: linkCheckDownPlay,
};

/** Dates chosen: nights counted under the calendar. */
export const DatesChosen: Story = {
  beforeEach: withWindow,
  play: async (context) => {
    const { stay } = context.loaded.window as Opened;
    await within(context.canvasElement).findByRole('timer');
    for (const day of [stay.from, stay.to]) {
      await waitFor(() =>
        expect(context.canvasElement.querySelector(`[data-day="${day}"] button`)).not.toBeNull(),
      );
      await context.userEvent.click(
        context.canvasElement.querySelector<HTMLButtonElement>(`[data-day="${day}"] button`)!,
      );
    }
    await expect(context.canvasElement.querySelectorAll('.rdp-selected').length).toBe(3);
  },
};

const formErrorsPlay: Play = async (context) => {
  await chooseStay(context);
  const { canvasElement, userEvent } = context;
  await waitFor(() => expect(field(canvasElement, 'children')).toBeVisible());
  const children = field(canvasElement, 'children');
  await userEvent.clear(children);
  await userEvent.type(children, '2');
  await userEvent.type(field(canvasElement, 'childAge.0'), '13');
  await userEvent.click(forward(canvasElement));
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(8),
  );
  await expect(field(canvasElement, 'childAge.0')).toHaveAttribute('aria-invalid', 'true');
};

/** spec §5 messages in place: required fields, child older than 12, ages missing. */
export const FormErrors: Story = { beforeEach: withWindow, play: formErrorsPlay };
export const FormErrorsGeorgian: Story = {
  ...inLanguage('ge'),
  beforeEach: withWindow,
  play: formErrorsPlay,
};
export const FormErrorsRussian: Story = {
  ...inLanguage('ru'),
  beforeEach: withWindow,
  play: formErrorsPlay,
};

/** The summary before submit: dates, nights, party, guest, payment, price in GEL. */
export const Summary: Story = { beforeEach: withWindow, play: reachReview };

/** Submitting: the button shows progress and ignores further clicks. */
export const Submitting: Story = {
  beforeEach: async (context) => {
    await withWindow(context);
    context.msw.use(
      http.post('*/api/qr/booking/:apartmentId/:hash/:timeHash', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async (context) => {
    await reachReview(context);
    const button = forward(context.canvasElement);
    await context.userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** spec §8 "Someone booked the dates…": fields kept, booked dates refreshed, the clash outlined. */
export const DatesTaken: Story = {
  beforeEach: withWindow,
  play: async (context) => {
    await reachReview(context);
    const { stay } = context.loaded.window as Opened;
    const other = await openWindow(RIVAL_EMAIL);
    await fetch(...rivalBooking('/', other, stay));
    await context.userEvent.click(forward(context.canvasElement));
    await expect(await within(context.canvasElement).findByRole('alert')).toBeVisible();
    await waitFor(() =>
      expect(context.canvasElement.querySelectorAll('.sakhli-highlighted').length).toBe(2),
    );
  },
};

/** spec §4: the 10 minutes ran out while filling in; the form is kept, a new e-mail offered. */
export const WindowExpired: Story = {
  beforeEach: withWindow,
  play: async (context) => {
    await reachReview(context);
    await fetch('/__demo/clock', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ advanceMs: 11 * 60_000 }),
    });
    await context.userEvent.click(forward(context.canvasElement));
    await waitFor(() =>
      expect(field(context.canvasElement, 'email')).toHaveValue('nino@example.ge'),
    );
    await expect(within(context.canvasElement).queryByRole('timer')).not.toBeInTheDocument();
  },
};

const successPlay: Play = async (context) => {
  await reachReview(context);
  await context.userEvent.click(forward(context.canvasElement));
  const done = await within(context.canvasElement).findByRole('status');
  await expect(done).toHaveTextContent(/\d{4}/);
};

/** Success: the confirmation with the booking number (and `onBooked` / `sakhli-booked`). */
export const Success: Story = {
  beforeEach: withWindow,
  argTypes: { onBooked: { action: 'booked' } },
  play: successPlay,
};
export const SuccessGeorgian: Story = {
  ...inLanguage('ge'),
  beforeEach: withWindow,
  play: successPlay,
};
export const SuccessRussian: Story = {
  ...inLanguage('ru'),
  beforeEach: withWindow,
  play: successPlay,
};
