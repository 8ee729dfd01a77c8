import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  component: Tabs,
  args: {
    label: 'Account',
    tabs: [
      { value: 'notifications', label: 'Notifications', content: <p>Choose which emails you get.</p> },
      { value: 'security', label: 'Security', content: <p>Change your password.</p> },
      { value: 'devices', label: 'Verified devices', content: <p>Two devices are trusted.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Notifications' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Change your password.');
  },
};
