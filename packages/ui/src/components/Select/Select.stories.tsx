import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.tsx';

const meta = {
  component: Select,
  args: {
    label: 'Currency',
    placeholder: 'Choose a currency',
    options: [
      { value: 'EUR', label: 'Euro (EUR)' },
      { value: 'USD', label: 'US dollar (USD)' },
      { value: 'GBP', label: 'Pound sterling (GBP)' },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Choose the currency of your rate.' } };
