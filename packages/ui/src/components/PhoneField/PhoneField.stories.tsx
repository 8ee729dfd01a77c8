import type { PhoneValue } from '@talent/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './PhoneField.tsx';

function Stateful(props: Omit<PhoneFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<PhoneValue>({ countryCode: 'DE', number: '' });
  return <PhoneField {...props} value={value} onChange={setValue} />;
}

const meta = {
  component: Stateful,
  args: {
    label: 'Mobile number',
    countryLabel: 'Country code',
    numberLabel: 'Number',
    hint: 'We text you a code to confirm it.',
    countries: [
      { name: 'Germany', iso2: 'DE', phoneCode: '+49' },
      { name: 'France', iso2: 'FR', phoneCode: '+33' },
      { name: 'Netherlands', iso2: 'NL', phoneCode: '+31' },
      { name: 'Ukraine', iso2: 'UA', phoneCode: '+380' },
    ],
  },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), 'NL');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number' }), '612345678');
    await expect(canvas.getByRole('textbox', { name: 'Number' })).toHaveValue('612345678');
  },
};
export const WithError: Story = { args: { error: 'This is not a valid mobile number for this country.' } };
