import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Email not received?"
        description="We can send the activation email again."
        closeLabel="Close"
        footer={<Button>Resend</Button>}
        {...props}
      >
        {props.children ?? <p>Check your spam folder first.</p>}
      </Dialog>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Email not received?' });
    expect(dialog).toHaveAccessibleDescription('We can send the activation email again.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axeViolations()).toEqual([]);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives focus back on the next tick.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('gives focus back to the trigger when a control in it took focus on opening (autoFocus)', async () => {
    render(
      <Harness>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the case under test: a dialog that starts on its safe choice */}
        <Button autoFocus>Keep it</Button>
      </Harness>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its close button and keeps Tab inside while open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be dismissed when it has no close label (a question that must be answered)', async () => {
    render(<Harness closeLabel={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('shows the content spinner for 900 ms after opening', () => {
    vi.useFakeTimers();
    render(<Harness spinnerLabel="Loading" />);
    act(() => {
      screen.getByRole('button', { name: 'Open' }).click();
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Check your spam folder first.')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(899);
    });
    expect(screen.queryByText('Check your spam folder first.')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Check your spam folder first.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
