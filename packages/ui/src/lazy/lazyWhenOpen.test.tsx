import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DialogProps } from '../components/Dialog/Dialog.tsx';
import { axeViolations } from '@talent/tooling/axe';
import { lazyWhenOpen } from './lazyWhenOpen.tsx';

interface PanelProps {
  readonly open: boolean;
  readonly title: string;
}

function Panel({ open, title }: PanelProps) {
  return open ? <div role="dialog" aria-label={title} /> : <p>closed {title}</p>;
}

/** A lazily loaded Panel, and how often its code was asked for. */
function setup() {
  const loads = { count: 0 };
  const LazyPanel = lazyWhenOpen<PanelProps>(() => {
    loads.count += 1;
    return Promise.resolve(Panel);
  });
  return { LazyPanel, loads };
}

describe('lazyWhenOpen', () => {
  it('loads nothing and renders nothing while never opened', async () => {
    const { LazyPanel, loads } = setup();
    const { container } = render(<LazyPanel open={false} title="Menu" />);
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
    expect(loads.count).toBe(0);
  });

  it('loads the component when opened and passes its props', async () => {
    const { LazyPanel, loads } = setup();
    const { rerender } = render(<LazyPanel open={false} title="Menu" />);
    rerender(<LazyPanel open title="Menu" />);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('keeps the loaded component mounted after closing, and loads it once', async () => {
    const { LazyPanel, loads } = setup();
    const { rerender } = render(<LazyPanel open title="Menu" />);
    await screen.findByRole('dialog', { name: 'Menu' });
    rerender(<LazyPanel open={false} title="Menu" />);
    expect(screen.getByText('closed Menu')).toBeInTheDocument();
    rerender(<LazyPanel open title="Menu" />);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('preloads on request, once', async () => {
    const { LazyPanel, loads } = setup();
    LazyPanel.preload();
    LazyPanel.preload();
    render(<LazyPanel open title="Menu" />);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });
});

const LazyDialog = lazyWhenOpen<DialogProps>(async () => (await import('../components/Dialog/Dialog.tsx')).Dialog);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Rename
      </button>
      <LazyDialog open={open} onOpenChange={setOpen} title="Rename the alert" closeLabel="Close">
        <p>New name</p>
      </LazyDialog>
    </>
  );
}

describe('lazyWhenOpen with the design system dialog', () => {
  // The first import() of the dialog compiles it, styles included: 2-3 s alone, over 10 s in the
  // full parallel unit run on two cores, longer than the wait below. Compile it first (allowed up to
  // a minute: work, not a wait), so the lazy import in the test only has to resolve.
  beforeAll(async () => {
    await import('../components/Dialog/Dialog.tsx');
  }, 60_000);

  it('opens from its control, is accessible, and gives focus back to the control when closed', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('dialog', { name: 'Rename the alert' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();
  });
});
