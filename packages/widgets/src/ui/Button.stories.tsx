// Button in every variant and state.
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from '@emotion/styled';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonStyles } from './Button';

/** A link that looks like a secondary button, as the portal's router links do. */
const ButtonLikeLink = styled.a`
  ${buttonStyles('secondary')}
`;

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Book the apartment', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Book the apartment' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    const box = button.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Send again' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Cancel booking' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Remove file' } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Book the apartment/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Block: Story = { args: { block: true } };

export const LongGeorgianText: Story = {
  args: { children: 'ჯავშნის დადასტურება და გადახდის ინსტრუქციის გაგზავნა ელ-ფოსტაზე' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{<Story />}</div>],
};

/** `buttonStyles(variant)`: the same look on an element that is not a button (a link here). */
export const LinkStyledAsButton: Story = {
  render: () => <ButtonLikeLink href="#bookings">Bookings</ButtonLikeLink>,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Bookings' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
