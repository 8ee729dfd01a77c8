import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toast } from './Toast.tsx';

const meta = {
  component: Toast,
  args: {
    open: true,
    message: 'Planned maintenance starts in 10 minutes.',
    closeLabel: 'Dismiss',
    onClose: fn(),
    durationMs: null,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Announcement: Story = {
  args: { action: { label: 'Remind me later', onClick: fn() } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remind me later' }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
  },
};
export const Error: Story = { args: { tone: 'error', message: 'The request failed. Please try again.' } };
export const Success: Story = { args: { tone: 'success', message: 'Your profile was saved.' } };
