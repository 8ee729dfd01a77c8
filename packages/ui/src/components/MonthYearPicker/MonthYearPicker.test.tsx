import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { MonthYearPicker } from './MonthYearPicker.tsx';

const props = {
  label: 'Start date',
  monthLabel: 'Month',
  yearLabel: 'Year',
  emptyLabel: '—',
  now: '2026-11-21T12:00:00Z',
};

describe('MonthYearPicker', () => {
  it('offers localised months and the years 10 ahead down to 90 back', async () => {
    const onChange = vi.fn();
    render(<MonthYearPicker {...props} locale="de" value={{ month: null, year: null }} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Start date' })).toBeInTheDocument();
    const month = screen.getByRole('combobox', { name: 'Month' });
    const months = within(month)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months).toHaveLength(13);
    expect(months.slice(1, 4)).toEqual(['Januar', 'Februar', 'März']);
    const years = within(screen.getByRole('combobox', { name: 'Year' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years).toHaveLength(102);
    expect([years[1], years.at(-1)]).toEqual(['2036', '1936']);
    await userEvent.selectOptions(month, '3');
    expect(onChange).toHaveBeenLastCalledWith({ month: 3, year: null });
    expect(await axeViolations()).toEqual([]);
  });

  it('clears a part back to null and describes an error on the group', async () => {
    const onChange = vi.fn();
    render(
      <MonthYearPicker {...props} locale="en" value={{ month: 5, year: 2020 }} onChange={onChange} error="Too early" />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '—');
    expect(onChange).toHaveBeenLastCalledWith({ month: 5, year: null });
    expect(screen.getByRole('group', { name: 'Start date' })).toHaveAccessibleDescription('Too early');
  });
});
