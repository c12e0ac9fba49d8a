// The dashboard, devices, profile, deals and the API check (issue 26 §1, §4, §5, §7) in ge, en and
// ru, with their states (an owner's dashboard, a failed card, a failed list), axe-checked as tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PortalStory } from './PortalStory';
import {
  allClearAnswers,
  apiCheckAnswers,
  dealsAnswers,
  devicesAnswers,
  devicesDownAnswers,
} from './accountFixtures';

const meta = {
  title: 'Portal/Account screens',
  component: PortalStory,
  parameters: { sakhli: { root: false } },
  args: { signedIn: true },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's heading is up and `text` (a card's, a row's) has arrived. */
function shows(text: string | RegExp): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(canvasElement).toHaveTextContent(text));
  };
}

export const DashboardResidentEn: Story = {
  args: { path: '/home', language: 'en' },
  play: shows('1,250 points to spend'),
};
export const DashboardResidentGe: Story = {
  args: { path: '/home', language: 'ge' },
  play: shows('ქულა დასახარჯად'),
};
export const DashboardResidentRu: Story = {
  args: { path: '/home', language: 'ru' },
  play: shows('можно потратить'),
};
export const DashboardOwnerEn: Story = {
  args: { path: '/home', language: 'en', role: 'owner' },
  play: shows('1 booking waits for your answer.'),
};
export const DashboardOwnerGe: Story = {
  args: { path: '/home', language: 'ge', role: 'owner' },
  play: shows('ჯავშანი ელოდება თქვენს პასუხს'),
};
export const DashboardOwnerRu: Story = {
  args: { path: '/home', language: 'ru', role: 'owner' },
  play: shows('бронирование ждёт ответа'),
};
/** One card failed: its reason and Try again in place, the others with their data. */
export const DashboardCardFailedEn: Story = {
  args: {
    path: '/home',
    language: 'en',
    role: 'owner',
    answers: { 'GET api/bookings': [503, { message: 'The bookings service is resting.' }] },
  },
  play: shows('The bookings service is resting.'),
};
export const DashboardCardFailedGe: Story = {
  args: { ...DashboardCardFailedEn.args, language: 'ge' },
  play: shows('The bookings service is resting.'),
};
export const DashboardCardFailedRu: Story = {
  args: { ...DashboardCardFailedEn.args, language: 'ru' },
  play: shows('The bookings service is resting.'),
};

/** Nothing needs attention: each card says so in its own words. */
export const DashboardAllClearEn: Story = {
  args: { path: '/home', language: 'en', answers: allClearAnswers },
  play: shows('Nothing to pay: every bill is paid up.'),
};
export const DashboardAllClearGe: Story = {
  args: { path: '/home', language: 'ge', answers: allClearAnswers },
  play: shows('გადასახდელი არაფერია'),
};
export const DashboardAllClearRu: Story = {
  args: { path: '/home', language: 'ru', answers: allClearAnswers },
  play: shows('Платить нечего'),
};

export const DevicesEn: Story = {
  args: { path: '/devices', language: 'en', answers: devicesAnswers },
  play: shows("You can't delete current session"),
};
export const DevicesGe: Story = {
  args: { path: '/devices', language: 'ge', answers: devicesAnswers },
  play: shows('მიმდინარე სესიის წაშლა შეუძლებელია'),
};
export const DevicesRu: Story = {
  args: { path: '/devices', language: 'ru', answers: devicesAnswers },
  play: shows('Нельзя удалить текущий сеанс'),
};
export const DevicesFailedEn: Story = {
  args: { path: '/devices', language: 'en', answers: devicesDownAnswers },
  play: shows('The device list is being rebuilt.'),
};
export const DevicesFailedGe: Story = {
  args: { ...DevicesFailedEn.args, language: 'ge' },
  play: shows('The device list is being rebuilt.'),
};
export const DevicesFailedRu: Story = {
  args: { ...DevicesFailedEn.args, language: 'ru' },
  play: shows('The device list is being rebuilt.'),
};

export const ProfileEn: Story = {
  args: { path: '/profile', language: 'en' },
  play: shows('The password needs:'),
};
export const ProfileGe: Story = {
  args: { path: '/profile', language: 'ge' },
  play: shows('ახალი პაროლი'),
};
export const ProfileRu: Story = {
  args: { path: '/profile', language: 'ru' },
  play: shows('Новый пароль'),
};

export const DealsEn: Story = {
  args: { path: '/deals', language: 'en', role: 'owner', answers: dealsAnswers },
  play: shows('Ana Lomidze'),
};
export const DealsGe: Story = {
  args: { path: '/deals', language: 'ge', role: 'owner', answers: dealsAnswers },
  play: shows('Ana Lomidze'),
};
export const DealsRu: Story = {
  args: { path: '/deals', language: 'ru', role: 'owner', answers: dealsAnswers },
  play: shows('Ana Lomidze'),
};

/** The API check with one call failing (its status and reason in its row). */
export const ApiCheckEn: Story = {
  args: { path: '/test', language: 'en', answers: apiCheckAnswers },
  play: shows('HTTP 503: Help is being rebuilt.'),
};
export const ApiCheckGe: Story = {
  args: { path: '/test', language: 'ge', answers: apiCheckAnswers },
  play: shows('HTTP 503: Help is being rebuilt.'),
};
export const ApiCheckRu: Story = {
  args: { path: '/test', language: 'ru', answers: apiCheckAnswers },
  play: shows('HTTP 503: Help is being rebuilt.'),
};
