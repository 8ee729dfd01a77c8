import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = { component: TextField, args: { label: 'Email', type: 'email' } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'We send your login link here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};
export const WithError: Story = { args: { error: 'Enter a valid email address.', defaultValue: 'ada@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
