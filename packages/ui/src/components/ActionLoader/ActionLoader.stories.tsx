import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { ActionLoader } from './ActionLoader.tsx';

const meta = {
  component: ActionLoader,
  args: { active: true, label: 'Working' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ActionLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCaption: Story = {
  args: { caption: 'Sending your application…' },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Sending your application…' })).toBeVisible();
  },
};
export const WithoutCaption: Story = {
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Working' })).toBeVisible();
  },
};
