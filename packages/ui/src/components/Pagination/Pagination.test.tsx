import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Pagination, visiblePages } from './Pagination.tsx';

const labels = {
  label: 'Result pages',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  pageLabel: (n: number) => `Page ${n}`,
};

describe('visiblePages', () => {
  it('keeps the ends and the neighbours of the current page, with gaps', () => {
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(2, 5)).toEqual([1, 2, 3, null, 5]);
  });
});

describe('Pagination', () => {
  it('is a named navigation with the current page marked', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageCount={10} onPageChange={onPageChange} {...labels} />);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange.mock.calls).toEqual([[6], [10]]);
    expect(await axeViolations()).toEqual([]);
  });

  it('disables previous on the first page and next on the last; hides itself for one page', () => {
    const { rerender } = render(<Pagination page={1} pageCount={2} onPageChange={() => {}} {...labels} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={2} pageCount={2} onPageChange={() => {}} {...labels} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    rerender(<Pagination page={1} pageCount={1} onPageChange={() => {}} {...labels} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
