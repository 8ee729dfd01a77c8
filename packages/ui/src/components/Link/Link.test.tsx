import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('is a link to its href', async () => {
    render(<Link href="/terms">Terms of use</Link>);
    const link = screen.getByRole('link', { name: 'Terms of use' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).not.toHaveAttribute('target');
    expect(await axeViolations()).toEqual([]);
  });

  it('opens external links in a new tab safely and says so to screen readers', () => {
    render(
      <Link href="https://example.com" external newTabLabel="(opens in a new tab)">
        Help
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Help\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("keeps the caller's rel (the CMS's nofollow), for an external link too", () => {
    render(
      <>
        <Link href="/partner" rel="nofollow">
          Partner
        </Link>
        <Link href="https://example.com" external rel="nofollow" newTabLabel="(opens in a new tab)">
          Elsewhere
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'nofollow');
    expect(screen.getByRole('link', { name: /^Elsewhere/ })).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });
});
