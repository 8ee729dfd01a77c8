import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Deactivate your account?',
    message: 'You will be logged out and your applications will be withdrawn.',
    confirmLabel: 'Deactivate',
    cancelLabel: 'Cancel',
    destructive: true,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
export const Confirming: Story = { args: { confirming: true } };
