import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailure } from './LoadFailure.tsx';

const meta = {
  component: LoadFailure,
  args: { message: 'Your applications could not be loaded.' },
} satisfies Meta<typeof LoadFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  args: { retryLabel: 'Try again', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const WithoutRetry: Story = { args: { message: 'This part of your profile could not be loaded.' } };
