import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Drawer } from './Drawer.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer open={open} onOpenChange={setOpen} title="Menu" closeLabel="Close menu">
        <nav aria-label="Main">
          <a href="/app/project">Projects</a>
        </nav>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a dialog named by its title, with focus inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('link', { name: 'Projects' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('closes on Escape and on its close button, returning focus', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives focus back on the next tick.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
