// The portal frame (spec §2 layout): desktop with side menu, phone with the off-canvas menu and
// the quick panel, /404, an owner's page typed by a resident — in ge, en and ru, axe-checked as tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory } from './PortalStory';

const meta = {
  title: 'Portal/Layout',
  component: PortalStory,
  parameters: { sakhli: { root: false } },
  args: { path: '/home', signedIn: true },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// Asks for the heading afresh until it is visible: a screen may still be arriving.
const dashboardShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() =>
    expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible(),
  );
};

/** Opens the panel a header button controls and checks focus moved inside it. */
function openPanel(controls: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    const toggle = canvasElement.querySelector<HTMLButtonElement>(`[aria-controls="${controls}"]`)!;
    await userEvent.click(toggle);
    const panel = await canvas.findByRole('dialog');
    await expect(panel).toContainElement(document.activeElement as HTMLElement);
  };
}

export const DashboardEn: Story = { args: { language: 'en' }, play: dashboardShown };
export const DashboardGe: Story = { args: { language: 'ge' }, play: dashboardShown };
export const DashboardRu: Story = { args: { language: 'ru' }, play: dashboardShown };

export const QuickPanelEn: Story = { args: { language: 'en' }, play: openPanel('quick-panel') };
export const QuickPanelGe: Story = { args: { language: 'ge' }, play: openPanel('quick-panel') };
export const QuickPanelRu: Story = { args: { language: 'ru' }, play: openPanel('quick-panel') };

export const QuickSearchEn: Story = { args: { language: 'en' }, play: openPanel('search-panel') };
export const QuickSearchGe: Story = { args: { language: 'ge' }, play: openPanel('search-panel') };

export const MobileMenuEn: Story = {
  args: { language: 'en' },
  play: openPanel('side-menu-panel'),
};
export const MobileMenuGe: Story = {
  args: { language: 'ge' },
  play: openPanel('side-menu-panel'),
};

/** The ticket chat's own empty state under the screen heading, not /404. */
function emptySupport(text: RegExp): Story['play'] {
  return async (context) => {
    await dashboardShown(context);
    await expect(await within(context.canvasElement).findByText(text)).toBeVisible();
  };
}

export const EmptyStateSupportEn: Story = {
  args: { language: 'en', path: '/support' },
  play: emptySupport(/^No tickets yet$/),
};
export const EmptyStateSupportRu: Story = {
  args: { language: 'ru', path: '/support' },
  play: emptySupport(/^Обращений пока нет$/),
};

export const NotFoundGe: Story = {
  args: { language: 'ge', path: '/404', signedIn: false },
  play: dashboardShown,
};
/** A guest's QR link: the guest booking widget's e-mail step in the link's language, no sign-in. */
export const GuestRouteRu: Story = {
  args: {
    language: 'ru',
    path: '/qr/booking/101/abc',
    signedIn: false,
    answers: {
      'GET api/qr/booking/101/abc': [
        200,
        {
          data: {
            id: 101,
            address: 'ул. Важа-Пшавела 71',
            city: 'Тбилиси',
            block: 'A',
            floor: 4,
            rooms: 2,
            area: 64.5,
            capacity: 4,
            nightly_price: 140,
          },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Начните бронирование' }),
    ).toBeVisible();
  },
};

// docs/security.md "Roles": the story's user is a resident; /bookings is the owner's.
const notAvailable =
  (title: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  };
export const NotAvailableEn: Story = {
  args: { language: 'en', path: '/bookings' },
  play: notAvailable(/^This page is not available for your account$/),
};
export const NotAvailableGe: Story = {
  args: { language: 'ge', path: '/bookings' },
  play: notAvailable(/^ეს გვერდი თქვენი ანგარიშისთვის ხელმისაწვდომი არ არის$/),
};
export const NotAvailableRu: Story = {
  args: { language: 'ru', path: '/bookings' },
  play: notAvailable(/^Эта страница недоступна для вашей учётной записи$/),
};
