import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Drawer } from './Drawer.tsx';

const meta = {
  component: Drawer,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Menu',
    closeLabel: 'Close menu',
    children: (
      <nav aria-label="Main">
        <ul>
          <li>
            <a href="#projects">Projects</a>
          </li>
          <li>
            <a href="#pools">Pools</a>
          </li>
          <li>
            <a href="#account">Account</a>
          </li>
        </ul>
      </nav>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MobileMenu: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const FromEnd: Story = { args: { side: 'end' } };
