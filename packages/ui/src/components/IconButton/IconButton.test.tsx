import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Menu } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label, not by the icon, and works from the keyboard', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Open menu" icon={Menu} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
    expect(await axeViolations()).toEqual([]);
  });
});
