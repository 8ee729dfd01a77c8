import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { Header } from './Header.tsx';

const props = {
  logo: { src: '/logo.svg', alt: 'Acme Talent', href: '/' },
  navLabel: 'Main',
  menuLabel: 'Menu',
  closeMenuLabel: 'Close menu',
  links: [
    { href: '/app/project', label: 'Projects', current: true },
    { href: '/app/pool', label: 'Pools' },
  ],
};

describe('Header', () => {
  it('is the banner landmark with a home logo link and the main navigation', async () => {
    render(<Header {...props} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Acme Talent' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);
  });

  it('opens the navigation in a drawer from the menu button (small screens)', async () => {
    render(<Header {...props} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Pools' })).toHaveAttribute('href', '/app/pool');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no navigation or menu button without links (logged-out pages)', () => {
    render(<Header {...props} links={[]} actions={<a href="/app/login">Log in</a>} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
