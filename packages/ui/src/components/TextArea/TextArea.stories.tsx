import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea.tsx';

const meta = {
  component: TextArea,
  args: { label: 'Motivation', hint: 'Tell the client why you fit this project.' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { counter: '0 / 2000' } };
export const WithError: Story = { args: { error: 'Write at most 2000 characters.' } };
