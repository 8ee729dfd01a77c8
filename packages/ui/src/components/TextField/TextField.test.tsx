import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is a textbox named by its label and described by its hint', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email" hint="We never share it" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByText('Email'));
    expect(input).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    expect(onChange).toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('announces an error as part of the description and marks the field invalid', async () => {
    render(<TextField label="Email" hint="Work address" error="Enter a valid email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Work address Enter a valid email');
    expect(await axeViolations()).toEqual([]);
  });
});
