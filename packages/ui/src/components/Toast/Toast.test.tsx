import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Toast } from './Toast.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces its message politely and offers its action and close button', async () => {
    const onAction = vi.fn();
    const onClose = vi.fn();
    render(
      <Toast
        open
        message="Application withdrawn."
        action={{ label: 'Undo', onClick: onAction }}
        closeLabel="Dismiss"
        onClose={onClose}
        durationMs={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Application withdrawn.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    expect(await axeViolations()).toEqual([]);
  });

  it('uses an assertive alert for errors', () => {
    render(<Toast open tone="error" message="Something went wrong." closeLabel="Dismiss" onClose={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('keeps the live region in the page while closed, so the next message is announced', () => {
    render(<Toast open={false} message="Saved" closeLabel="Dismiss" onClose={() => {}} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes itself after its duration, but not while hovered or focused', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Toast open message="Saved" closeLabel="Dismiss" onClose={onClose} durationMs={1000} />);
    const toast = screen.getByText('Saved').parentElement!;
    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
