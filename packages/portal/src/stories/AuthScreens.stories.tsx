// Every auth screen of the portal (spec §2 auth area) in ge, en and ru, axe-checked as tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalStory } from './PortalStory';

const meta = {
  title: 'Portal/Auth screens',
  component: PortalStory,
  parameters: { sakhli: { root: false } },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen arrived (lazy chunk) and its heading is on the page. */
const screenShown: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
};

export const LoginEn: Story = {
  args: { path: '/login', language: 'en' },
  play: screenShown,
};

export const LoginGe: Story = {
  args: { path: '/login', language: 'ge' },
  play: screenShown,
};

export const LoginRu: Story = {
  args: { path: '/login', language: 'ru' },
  play: screenShown,
};

export const RegistrationEn: Story = {
  args: { path: '/registration', language: 'en' },
  play: screenShown,
};

export const RegistrationGe: Story = {
  args: { path: '/registration', language: 'ge' },
  play: screenShown,
};

export const RegistrationRu: Story = {
  args: { path: '/registration', language: 'ru' },
  play: screenShown,
};

export const ForgotPasswordEn: Story = {
  args: { path: '/forgot-password', language: 'en' },
  play: screenShown,
};

export const ForgotPasswordGe: Story = {
  args: { path: '/forgot-password', language: 'ge' },
  play: screenShown,
};

export const ForgotPasswordRu: Story = {
  args: { path: '/forgot-password', language: 'ru' },
  play: screenShown,
};

export const ResetPasswordEn: Story = {
  args: { path: '/reset-password?token=story', language: 'en' },
  play: screenShown,
};

export const ResetPasswordGe: Story = {
  args: { path: '/reset-password?token=story', language: 'ge' },
  play: screenShown,
};

export const ResetPasswordRu: Story = {
  args: { path: '/reset-password?token=story', language: 'ru' },
  play: screenShown,
};

export const ResetPasswordExpiredEn: Story = {
  args: { path: '/reset-password?token=old', language: 'en', expiredReset: true },
  play: screenShown,
};

export const ResetPasswordExpiredGe: Story = {
  args: { path: '/reset-password?token=old', language: 'ge', expiredReset: true },
  play: screenShown,
};

export const ResetPasswordExpiredRu: Story = {
  args: { path: '/reset-password?token=old', language: 'ru', expiredReset: true },
  play: screenShown,
};

export const VerificationEn: Story = {
  args: { path: '/verification', language: 'en', halfSignedIn: true },
  play: screenShown,
};

export const VerificationGe: Story = {
  args: { path: '/verification', language: 'ge', halfSignedIn: true },
  play: screenShown,
};

export const VerificationRu: Story = {
  args: { path: '/verification', language: 'ru', halfSignedIn: true },
  play: screenShown,
};

export const TermsEn: Story = {
  args: { path: '/terms', language: 'en' },
  play: screenShown,
};

export const TermsGe: Story = {
  args: { path: '/terms', language: 'ge' },
  play: screenShown,
};

export const TermsRu: Story = {
  args: { path: '/terms', language: 'ru' },
  play: screenShown,
};

export const ActivationEn: Story = {
  args: { path: '/activate?access_id=3&token=story', language: 'en' },
  play: screenShown,
};

export const ActivationGe: Story = {
  args: { path: '/activate?access_id=3&token=story', language: 'ge' },
  play: screenShown,
};

export const ActivationRu: Story = {
  args: { path: '/activate?access_id=3&token=story', language: 'ru' },
  play: screenShown,
};
