import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfflineBar } from './OfflineBar.tsx';

const meta = {
  component: OfflineBar,
  args: { message: 'You are offline. We will reconnect as soon as possible.', locale: 'en' },
  render: (args, { globals }) => <OfflineBar {...args} locale={String(globals['locale'] ?? args.locale)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
