import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from './Chip.tsx';

const meta = { component: Chip, args: { label: 'Remote' } } satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};
export const Toggle: Story = {
  // A named component: Storybook renders `render` as one, so it may hold state.
  render: function Render(args) {
    const [selected, setSelected] = useState(false);
    return <Chip {...args} selected={selected} onToggle={setSelected} />;
  },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Remote' });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Removable: Story = { args: { label: 'TypeScript', onRemove: fn(), removeLabel: 'Remove TypeScript' } };
