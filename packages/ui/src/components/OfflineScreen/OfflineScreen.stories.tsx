import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OfflineScreen } from './OfflineScreen.tsx';

const meta = {
  component: OfflineScreen,
  args: {
    title: 'No connection',
    message: 'This page needs an internet connection. Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof OfflineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
