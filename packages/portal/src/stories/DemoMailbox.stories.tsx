// The "Demo mailbox" line of a demo build's sign-in, verification, forgot-password and guest
// screens (issue 26 item 8), in ge, en and ru; a production build has none of it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MailboxLink } from '../app/demoMailbox/MailboxLink';

const meta = {
  title: 'Portal/Demo mailbox link',
  component: MailboxLink,
} satisfies Meta<typeof MailboxLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const opensTheMailbox = (lang: string): Story['play'] =>
  async function play({ canvasElement }) {
    const link = await within(canvasElement).findByRole('link');
    await expect(link).toHaveAttribute('href', `/__demo/mailbox?lang=${lang}`);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  };

export const En: Story = { globals: { language: 'en' }, play: opensTheMailbox('en') };
export const Ge: Story = { globals: { language: 'ge' }, play: opensTheMailbox('ge') };
export const Ru: Story = { globals: { language: 'ru' }, play: opensTheMailbox('ru') };
