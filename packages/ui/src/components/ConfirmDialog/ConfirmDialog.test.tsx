import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function setup() {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Deactivate account?"
      message="You will be logged out."
      confirmLabel="Deactivate"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      destructive
    />,
  );
  return { onConfirm, onOpenChange };
}

describe('ConfirmDialog', () => {
  it('asks its question with focus on the safe choice', async () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Deactivate account?' })).toHaveTextContent('You will be logged out.');
    const buttons = screen.getAllByRole('button', { name: 'Cancel' });
    expect(buttons.some((b) => b === document.activeElement)).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('confirms with the confirm button, cancels with Cancel or Escape', async () => {
    const { onConfirm, onOpenChange } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
