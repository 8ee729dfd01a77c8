import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert.tsx';

const meta = {
  component: Alert,
  args: { title: 'Profile incomplete', children: 'Add your hourly rate so clients can find you.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert {...args} tone="info" />
      <Alert {...args} tone="success" title="Application sent" />
      <Alert {...args} tone="warning" />
      <Alert {...args} tone="error" title="Upload failed" />
    </div>
  ),
};
export const Live: Story = { args: { tone: 'error', live: true, title: 'Could not save' } };
