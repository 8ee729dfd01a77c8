import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Banner } from './Banner.tsx';

const meta = {
  component: Banner,
  args: {
    label: 'Email verification',
    tone: 'warning',
    children: 'Please confirm your email address: we sent you a link.',
    actions: (
      <Button size="small" variant="secondary">
        Email not received?
      </Button>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmailVerification: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'Your new email address is waiting for confirmation.' } };
