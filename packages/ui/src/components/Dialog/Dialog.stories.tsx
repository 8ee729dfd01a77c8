import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Email not received?',
    description: 'We can send the activation email again, or you can change your email address.',
    closeLabel: 'Close',
    children: <p>Check your spam folder before asking for a new email.</p>,
    footer: (
      <>
        <Button variant="secondary">Change email</Button>
        <Button>Resend email</Button>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Email not received?' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const Large: Story = {
  args: {
    size: 'large',
    title: 'Updated terms and privacy policy',
    description: 'Please read and accept the updated documents to continue.',
    closeLabel: undefined,
  },
};
export const Small: Story = {
  args: { size: 'small', title: 'Deactivate account?', description: 'You can reactivate it later.', children: null },
};
export const ContentSpinner: Story = {
  args: { spinnerLabel: 'Loading' },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading' })).toBeVisible();
    await waitFor(() => expect(screen.getByText(/Check your spam folder/)).toBeVisible(), { timeout: 2000 });
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
