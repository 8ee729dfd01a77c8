import type { CmsLink } from '@talent/domain';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Footer } from './Footer.tsx';

const link = (id: number, label: string, extra: Partial<CmsLink> = {}): CmsLink => ({
  id,
  link_url: `/${label.toLowerCase()}`,
  link_label: label,
  link_follow: true,
  show_footer_left: true,
  show_footer_right: false,
  link_language: 'en',
  link_target: null,
  link_on_tux: true,
  ...extra,
});

const base = {
  leftLinks: [link(1, 'Terms'), link(2, 'Privacy', { link_follow: false })],
  rightLinks: [link(3, 'Help', { link_target: '_blank', link_url: 'https://help.example.com' })],
  linksLabel: 'Legal and help',
  copyright: '© Acme Staffing GmbH',
  newTabLabel: '(opens in a new tab)',
  moreLinksLabel: 'More',
};

describe('Footer', () => {
  it('is the contentinfo landmark with the CMS links, copyright and disclaimer', async () => {
    render(
      <Footer
        {...base}
        disclaimer="Acme Talent is run by Acme Staffing."
        legalEntityLogo={{ src: '/l.svg', alt: 'Acme Staffing GmbH' }}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Legal and help' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Terms', 'Privacy', 'Help (opens in a new tab)']);
    expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute('rel', 'nofollow');
    expect(within(nav).getByRole('link', { name: /^Help/ })).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('Acme Talent is run by Acme Staffing.');
    expect(screen.getByRole('img', { name: 'Acme Staffing GmbH' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('splits public link blocks into columns of 3', async () => {
    const links = ['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Frankfurt', 'Stuttgart', 'Leipzig'].map((c) => ({
      href: `/projects/in/${c}`,
      label: c,
    }));
    render(<Footer {...base} linkBlocks={[{ title: 'Projects by city', links }]} />);
    const block = screen.getByRole('navigation', { name: 'Projects by city' });
    const columns = within(block).getAllByRole('list');
    expect(columns.map((ul) => within(ul).getAllByRole('listitem').length)).toEqual([3, 3, 1]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows three columns of a long block and keeps the rest behind a "More" disclosure', async () => {
    const links = Array.from({ length: 20 }, (_, i) => ({ href: `/projects/in/city-${i}`, label: `City ${i}` }));
    const user = userEvent.setup();
    render(<Footer {...base} linkBlocks={[{ title: 'Projects by city', links }]} />);
    const block = screen.getByRole('navigation', { name: 'Projects by city' });
    const more = within(block).getByText('More');
    const details = more.closest('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    const shown = within(block)
      .getAllByRole('link')
      .filter((a) => !details?.contains(a));
    expect(shown.map((a) => a.textContent)).toEqual(links.slice(0, 9).map((l) => l.label));
    // The rest stay in the page (search engines follow them), in columns of 3 inside the disclosure.
    const hidden = within(details as HTMLElement).getAllByRole('list', { hidden: true });
    expect(hidden.map((ul) => ul.querySelectorAll('li').length)).toEqual([3, 3, 3, 2]);
    await user.click(more);
    expect(details).toHaveAttribute('open');
    expect(within(details as HTMLElement).getByRole('link', { name: 'City 19' })).toHaveAttribute(
      'href',
      '/projects/in/city-19',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('has no disclosure when a block fits', () => {
    const links = Array.from({ length: 9 }, (_, i) => ({ href: `/c/${i}`, label: `C ${i}` }));
    render(<Footer {...base} linkBlocks={[{ title: 'Projects by city', links }]} />);
    expect(screen.queryByText('More')).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Projects by city' })).getAllByRole('link')).toHaveLength(9);
  });
});
