import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    const upload = canvas.getByRole('radio', { name: 'Upload a PDF' });
    const generate = canvas.getByRole('radio', { name: 'Generate it from my profile' });
    await userEvent.click(upload);
    // An arrow key moves focus and selects at once (WAI-ARIA radio group pattern, the browser's own).
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(generate).toBeChecked());
    await expect(generate).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(upload).toBeChecked());
    await expect(generate).not.toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'FILE' } };
export const WithError: Story = { args: { error: 'Choose one option.' } };
