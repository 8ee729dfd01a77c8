import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Chip } from './Chip.tsx';

describe('Chip', () => {
  it('as a toggle is a pressed/unpressed button', async () => {
    const onToggle = vi.fn();
    render(<Chip label="Remote" onToggle={onToggle} />);
    const chip = screen.getByRole('button', { name: 'Remote' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('as a removable tag has a named remove button', async () => {
    const onRemove = vi.fn();
    render(<Chip label="TypeScript" onRemove={onRemove} removeLabel="Remove TypeScript" />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove TypeScript' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(await axeViolations()).toEqual([]);
  });

  it('is plain text when static', () => {
    render(<Chip label="Full time" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Full time')).toBeInTheDocument();
  });
});
