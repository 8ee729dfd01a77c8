import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Select } from './Select.tsx';

const options = [
  { value: 'EUR', label: 'Euro' },
  { value: 'USD', label: 'US dollar' },
];

describe('Select', () => {
  it('is a combobox named by its label with the options given', async () => {
    const onChange = vi.fn();
    render(<Select label="Currency" placeholder="Choose…" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Euro', 'US dollar']);
    await userEvent.selectOptions(select, 'USD');
    expect(select).toHaveValue('USD');
    expect(onChange).toHaveBeenCalledOnce();
    expect(await axeViolations()).toEqual([]);
  });

  it('describes an error', () => {
    render(<Select label="Currency" options={options} error="Pick a currency" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a currency');
  });
});
