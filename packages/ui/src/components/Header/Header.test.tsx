import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
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

  it('gives the logo its intrinsic size, so the header keeps its space before the image arrives', () => {
    const { unmount } = render(<Header {...props} logo={{ ...props.logo, width: 168, height: 40 }} />);
    const logo = screen.getByRole('img', { name: 'Acme Talent' });
    expect(logo).toHaveAttribute('width', '168');
    expect(logo).toHaveAttribute('height', '40');
    unmount();
    // Unknown size (a logo on another server): no made-up attributes.
    render(<Header {...props} />);
    expect(screen.getByRole('img', { name: 'Acme Talent' })).not.toHaveAttribute('width');
  });

  it('opens the navigation in a drawer from the menu button (small screens)', async () => {
    render(<Header {...props} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Pools' })).toHaveAttribute('href', '/app/pool');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the drawer when a link in it is followed', async () => {
    const links = [
      { href: '#projects', label: 'Projects', current: true },
      { href: '#pools', label: 'Pools' },
    ];
    render(<Header {...props} links={links} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Pools' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('puts secondary links in an account menu at the end of the bar, and under its label in the drawer', async () => {
    const accountMenu = {
      label: 'Account',
      links: [
        { href: '#notifications', label: 'Notifications' },
        { href: '#privacy', label: 'Privacy', current: true },
      ],
    };
    render(<Header {...props} accountMenu={accountMenu} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const button = within(nav).getByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Privacy' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);
    // Following a link closes it.
    await userEvent.click(within(nav).getByRole('link', { name: 'Notifications' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Tab walks through its links; focus leaving it closes it.
    await userEvent.click(button);
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Projects', 'Pools', 'Notifications', 'Privacy']);
  });

  it('has no account menu without secondary links', () => {
    render(<Header {...props} accountMenu={{ label: 'Account', links: [] }} />);
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  });

  it('shows a count beside a link, read as part of the link’s name, in the bar and in the drawer', async () => {
    const links = [
      ...props.links,
      { href: '/invitations', label: 'Invitations', badge: { text: '2', label: ', 2 open' } },
    ];
    render(<Header {...props} links={links} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Invitations, 2 open' });
    expect(within(link).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    expect(within(nav).getByRole('link', { name: 'Pools' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Invitations, 2 open' })).toHaveAttribute('href', '/invitations');
  });

  it('has no navigation or menu button without links (logged-out pages)', () => {
    render(<Header {...props} links={[]} actions={<a href="/app/login">Log in</a>} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
