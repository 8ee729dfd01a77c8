import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MonthYearPicker, type MonthYear, type MonthYearPickerProps } from './MonthYearPicker.tsx';

function Stateful(props: Omit<MonthYearPickerProps, 'value' | 'onChange' | 'locale'> & { locale?: string }) {
  const [value, setValue] = useState<MonthYear>({ month: null, year: null });
  return <MonthYearPicker {...props} locale={props.locale ?? 'en'} value={value} onChange={setValue} />;
}

const meta = {
  component: Stateful,
  args: { label: 'Start date', monthLabel: 'Month', yearLabel: 'Year', emptyLabel: '—', now: '2026-11-21' },
  render: (args, { globals }) => <Stateful {...args} locale={String(globals['locale'] ?? 'en')} />,
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2020');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveValue('2020');
  },
};
export const WithError: Story = { args: { error: 'The end date is before the start date.' } };
