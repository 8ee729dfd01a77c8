import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('is a switch named by its label, toggled by Space and Enter', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Job notifications" onCheckedChange={onCheckedChange} />);
    const sw = screen.getByRole('switch', { name: 'Job notifications' });
    expect(sw).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(sw).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(sw).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
    expect(await axeViolations()).toEqual([]);
  });

  it('follows a controlled value', async () => {
    const { rerender } = render(<Switch label="Digest" checked={false} />);
    const sw = screen.getByRole('switch', { name: 'Digest' });
    await userEvent.click(sw);
    expect(sw).not.toBeChecked();
    rerender(<Switch label="Digest" checked />);
    expect(sw).toBeChecked();
  });
});
