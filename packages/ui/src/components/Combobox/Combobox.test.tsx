import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Combobox } from './Combobox.tsx';

const countries = [
  { value: 'AT', label: 'Österreich' },
  { value: 'DE', label: 'Deutschland' },
  { value: 'NL', label: 'Nederland' },
];

function setup(onValueChange = vi.fn()) {
  render(
    <Combobox label="Country" options={countries} noResultsText="No country matches" onValueChange={onValueChange} />,
  );
  return { input: screen.getByRole('combobox', { name: 'Country' }), onValueChange };
}

describe('Combobox', () => {
  it('filters as you type (ignoring case and accents) and picks with Enter', async () => {
    const { input, onValueChange } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'oster');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Österreich']);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('AT');
    expect(input).toHaveValue('Österreich');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations()).toEqual([]);
  });

  it('moves the active option with the arrow keys', async () => {
    const { input, onValueChange } = setup();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('AT');
    expect(await axeViolations()).toEqual([]);
  });

  it('closes on Escape and restores the selected text when focus leaves', async () => {
    const { input } = setup();
    await userEvent.type(input, 'ned{Enter}');
    expect(input).toHaveValue('Nederland');
    await userEvent.clear(input);
    await userEvent.type(input, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No country matches');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Nederland');
    await userEvent.type(input, 'de');
    await userEvent.tab();
    expect(input).toHaveValue('Nederland');
  });

  it('picks an option with the mouse and marks it selected', async () => {
    const { input } = setup();
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: 'Deutschland' }));
    expect(input).toHaveValue('Deutschland');
    expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Deutschland' })).toHaveAttribute('aria-selected', 'true');
  });
});
