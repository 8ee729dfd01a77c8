import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  component: RadioGroup,
  args: {
    label: 'How do you want to add your CV?',
    options: [
      { value: 'FILE', label: 'Upload a PDF' },
      { value: 'GENERATED', label: 'Generate it from my profile' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'FILE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Upload a PDF' }));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Generate it from my profile' })).toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'FILE' } };
export const WithError: Story = { args: { error: 'Choose one option.' } };
