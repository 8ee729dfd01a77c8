import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  component: EmptyState,
  args: {
    title: 'No applications yet',
    description: 'When you apply to a project, you can follow its status here.',
    action: <Button>Find projects</Button>,
  },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoResults: Story = {
  args: { icon: Search, title: 'No projects match', description: 'Try fewer filters.', action: undefined },
};
