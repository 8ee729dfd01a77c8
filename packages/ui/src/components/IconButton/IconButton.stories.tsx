import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, X } from 'lucide-react';
import { fn } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  component: IconButton,
  args: { label: 'Open menu', icon: Menu, onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Close: Story = { args: { label: 'Close', icon: X } };
export const Disabled: Story = { args: { disabled: true } };
