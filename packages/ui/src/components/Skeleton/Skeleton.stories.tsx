import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = { component: Skeleton, args: { label: 'Loading projects' } } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3 } };
export const Card: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Skeleton {...args} variant="circle" width={48} height={48} />
      <div style={{ flex: 1 }}>
        <Skeleton {...args} lines={2} />
      </div>
    </div>
  ),
};
