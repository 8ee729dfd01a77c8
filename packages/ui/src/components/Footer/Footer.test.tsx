import type { CmsLink } from '@talent/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
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
});
