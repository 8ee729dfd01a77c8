import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is a checkbox named by its label; Space and a click on the label toggle it', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="I accept the terms" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('describes a required-but-unticked error', () => {
    render(<Checkbox label="I accept the privacy policy" error="Please accept to continue" required />);
    const box = screen.getByRole('checkbox', { name: 'I accept the privacy policy' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept to continue');
  });
});
