import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Tabs } from './Tabs.tsx';

const tabs = [
  { value: 'applications', label: 'Applications', content: <p>3 open applications</p> },
  { value: 'invitations', label: 'Invitations', content: <p>No invitations</p> },
  { value: 'drafts', label: 'Drafts', content: <p>1 draft</p> },
];

describe('Tabs', () => {
  it('is a named tab list; arrow keys, Home and End move and activate tabs', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Your projects" tabs={tabs} onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Your projects' })).toBeInTheDocument();
    const [first, second, third] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Applications' })).toHaveTextContent('3 open applications');
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('invitations');
    await userEvent.keyboard('{End}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('opens on the tab given (e.g. from the query string)', () => {
    render(<Tabs label="Your projects" tabs={tabs} defaultValue="drafts" />);
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('1 draft');
  });
});
