// Every state of the booking change/cancel widget in ge, en and ru, against the demo API (MSW);
// play functions find things by role and order, so they hold in every language.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswParameter } from 'msw-storybook-addon/csf3';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { Language } from '@sakhli/sdk';
import { BookingChange, type BookingChangeProps } from './BookingChange';

interface Link {
  kind: string;
  bookingId: number;
  token: string;
}

type LinkList = 'bookingChangeLinks' | 'bookingCancelLinks';

/** A link of this kind from the demo API's fixtures (served by MSW), as the e-mail would carry it. */
async function fixtureLink(list: LinkList, kind: string): Promise<Link> {
  const response = await fetch('/__demo/fixtures');
  const fixtures = (await response.json()) as Record<LinkList, Link[]>;
  const link = fixtures[list].find((l) => l.kind === kind);
  if (!link) throw new Error(`No ${kind} link in the demo fixtures`);
  return link;
}

const meta = {
  title: 'Widgets/BookingChange',
  component: BookingChange,
  // The widget renders its own WidgetRoot.
  parameters: { sakhli: { root: false } },
  render: (args, { loaded }) => {
    const link = loaded.link as Link | undefined;
    return (
      <BookingChange
        {...args}
        {...(link ? { bookingId: link.bookingId, token: link.token } : {})}
      />
    );
  },
} satisfies Meta<typeof BookingChange>;

export default meta;
type Story = StoryObj<typeof meta>;

const languages = (language: Language) => ({ globals: { language } });

/** A story of a fixture link: change or cancel mode. */
function fromFixture(
  list: LinkList,
  kind: string,
  language: Language,
  extra: Partial<Story> = {},
): Story {
  const mode: BookingChangeProps['mode'] = list === 'bookingCancelLinks' ? 'cancel' : 'change';
  return {
    ...languages(language),
    args: { mode },
    loaders: [async () => ({ link: await fixtureLink(list, kind) })],
    ...extra,
  };
}

/** Accepts (first action) or rejects (second) and confirms in the dialog, by keyboard-free clicks. */
function decide(index: 0 | 1): Story['play'] {
  return async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[index]!);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const actions = within(dialog).getAllByRole('button');
    await userEvent.click(actions[actions.length - 1]!);
    await waitFor(() => expect(canvas.queryByRole('table')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('status')).toBeVisible();
  };
}

const pendingLoading: MswParameter = {
  handlers: [
    http.get('*/api/qr/book/change', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ],
};

const offline: MswParameter = {
  handlers: [http.get('*/api/qr/book/change', () => HttpResponse.error())],
};

const loading = (language: Language): Story => ({
  ...languages(language),
  args: { mode: 'change', bookingId: 5006, token: 'story-token' },
  parameters: { msw: pendingLoading },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
});

const networkError = (language: Language): Story => ({
  ...languages(language),
  args: { mode: 'change', bookingId: 5006, token: 'story-token' },
  parameters: { msw: offline },
  play: async ({ canvasElement }) => {
    // The widget retries a network failure twice before saying so.
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
});

const pending = (language: Language) =>
  fromFixture('bookingChangeLinks', 'pending', language, {
    play: async ({ canvasElement }) => {
      const table = await within(canvasElement).findByRole('table');
      await expect(table.querySelectorAll('[data-changed]').length).toBeGreaterThan(0);
    },
  });
const accepted = (language: Language) =>
  fromFixture('bookingChangeLinks', 'pending', language, { play: decide(0) });
const rejected = (language: Language) =>
  fromFixture('bookingChangeLinks', 'pending', language, { play: decide(1) });
const problem = (kind: string, role: 'alert' | 'status') => (language: Language) =>
  fromFixture('bookingChangeLinks', kind, language, {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole(role)).toBeVisible();
      await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    },
  });
const handled = problem('handled', 'status');
const expired = problem('expired', 'status');
const incorrectToken = problem('incorrectToken', 'alert');
const cancellable = (language: Language) =>
  fromFixture('bookingCancelLinks', 'cancellable', language, {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('button')).toBeVisible();
    },
  });
const canceled = (language: Language) =>
  fromFixture('bookingCancelLinks', 'canceled', language, {
    play: async ({ canvasElement }) => {
      await within(canvasElement).findByRole('heading');
      await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    },
  });
const cancelledNow = (language: Language) =>
  fromFixture('bookingCancelLinks', 'cancellable', language, {
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button'));
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
      const actions = within(dialog).getAllByRole('button');
      await userEvent.click(actions[actions.length - 1]!);
      await expect(await canvas.findByRole('status')).toBeVisible();
      await waitFor(() => expect(canvas.queryByRole('button')).not.toBeInTheDocument());
    },
  });

export const LoadingGe = loading('ge');
export const LoadingEn = loading('en');
export const LoadingRu = loading('ru');
export const ChangePendingGe = pending('ge');
export const ChangePendingEn = pending('en');
export const ChangePendingRu = pending('ru');
export const AcceptedGe = accepted('ge');
export const AcceptedEn = accepted('en');
export const AcceptedRu = accepted('ru');
export const RejectedGe = rejected('ge');
export const RejectedEn = rejected('en');
export const RejectedRu = rejected('ru');
export const AlreadyHandledGe = handled('ge');
export const AlreadyHandledEn = handled('en');
export const AlreadyHandledRu = handled('ru');
export const ExpiredGe = expired('ge');
export const ExpiredEn = expired('en');
export const ExpiredRu = expired('ru');
export const IncorrectTokenGe = incorrectToken('ge');
export const IncorrectTokenEn = incorrectToken('en');
export const IncorrectTokenRu = incorrectToken('ru');
export const CancellableGe = cancellable('ge');
export const CancellableEn = cancellable('en');
export const CancellableRu = cancellable('ru');
export const CanceledGe = canceled('ge');
export const CanceledEn = canceled('en');
export const CanceledRu = canceled('ru');
export const CancelledJustNowGe = cancelledNow('ge');
export const CancelledJustNowEn = cancelledNow('en');
export const CancelledJustNowRu = cancelledNow('ru');
export const NetworkErrorGe = networkError('ge');
export const NetworkErrorEn = networkError('en');
export const NetworkErrorRu = networkError('ru');
