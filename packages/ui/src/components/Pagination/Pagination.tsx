import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactElement } from 'react';
import * as styles from './Pagination.css.ts';

/** Props of `Pagination`. */
export interface PaginationProps {
  /** Current page, from 1. */
  readonly page: number;
  /** Number of pages (`pageCount` of @talent/domain: total / size, rounded up). */
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
  /** Name of the navigation, e.g. "Search results pages". */
  readonly label: string;
  readonly previousLabel: string;
  readonly nextLabel: string;
  /** Accessible name of a page button, e.g. `(n) => \`Page ${n}\``. */
  readonly pageLabel: (page: number) => string;
}

/** Pages to show: first, last, and the current one with its neighbours; `null` marks a gap. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= 1) pages.push(p);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** Page navigation: a named `nav`, the current page marked `aria-current="page"`. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps): ReactElement | null {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label={previousLabel}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden size={20} />
          </button>
        </li>
        {visiblePages(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={styles.page}
                aria-label={pageLabel(p)}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => onPageChange(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label={nextLabel}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight aria-hidden size={20} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
