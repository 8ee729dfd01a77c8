import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = { component: Checkbox, args: { label: 'Send me job alerts' } } satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send me job alerts' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const WithError: Story = {
  args: {
    label: (
      <>
        I accept the <a href="#terms">terms of use</a>
      </>
    ),
    error: 'Please accept the terms to continue.',
    required: true,
  },
};
