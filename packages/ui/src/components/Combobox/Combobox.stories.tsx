import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Combobox } from './Combobox.tsx';

const meta = {
  component: Combobox,
  args: {
    label: 'Country of residence',
    noResultsText: 'No country matches your search.',
    placeholder: 'Start typing a country',
    onValueChange: fn(),
    options: [
      { value: 'AT', label: 'Austria' },
      { value: 'BE', label: 'Belgium' },
      { value: 'FR', label: 'France' },
      { value: 'DE', label: 'Germany' },
      { value: 'NL', label: 'Netherlands' },
      { value: 'PL', label: 'Poland' },
      { value: 'UA', label: 'Ukraine' },
    ],
  },
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Searchable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country of residence' });
    await userEvent.type(input, 'ger');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('DE');
    await expect(input).toHaveValue('Germany');
  },
};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
  },
};
export const WithError: Story = { args: { error: 'Choose your country of residence.' } };
