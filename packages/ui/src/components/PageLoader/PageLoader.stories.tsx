import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoader } from './PageLoader.tsx';

const meta = {
  component: PageLoader,
  args: { active: true, label: 'Loading page' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
