import type { PhoneValue } from '@talent/domain';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { PhoneField } from './PhoneField.tsx';

const countries = [
  { name: 'Germany', iso2: 'DE', phoneCode: '+49' },
  { name: 'American Samoa', iso2: 'AS', phoneCode: '+1 and 1-684' },
  { name: 'Nowhere', iso2: 'XX', phoneCode: null },
];

function Harness({ onChange }: { onChange: (v: PhoneValue) => void }) {
  const [value, setValue] = useState<PhoneValue>({ countryCode: 'DE', number: '' });
  return (
    <PhoneField
      label="Mobile number"
      countryLabel="Country code"
      numberLabel="Number"
      countries={countries}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      error="Enter a valid mobile number"
    />
  );
}

describe('PhoneField', () => {
  it('is a named group of a calling-code select and a telephone input', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Mobile number' })).toBeInTheDocument();
    const code = screen.getByRole('combobox', { name: 'Country code' });
    // Codes use the part before "and"; countries without a code are not offered.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Germany (+49)', 'American Samoa (+1)']);
    await userEvent.selectOptions(code, 'AS');
    const number = screen.getByRole('textbox', { name: 'Number' });
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAccessibleDescription('Enter a valid mobile number');
    await userEvent.type(number, '6846');
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: 'AS', number: '6846' });
    expect(await axeViolations()).toEqual([]);
  });
});
