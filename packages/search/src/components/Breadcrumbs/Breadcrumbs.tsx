// The trail above a listing page (Projects › Java Developers › Berlin); the last entry is the
// current page and is not a link.
import { Link } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { listingMessages } from '../../listingMessages.ts';
import * as styles from './Breadcrumbs.css.ts';

/** One step of the trail; without `href` it is the current page. */
export interface Crumb {
  readonly label: string;
  readonly href?: string;
}

/** Props of `Breadcrumbs`. */
export interface BreadcrumbsProps {
  readonly items: readonly Crumb[];
}

export function Breadcrumbs({ items }: BreadcrumbsProps): ReactElement {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(listingMessages.breadcrumbs)}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={`${item.label}-${item.href ?? 'current'}`} className={styles.item}>
            {item.href ? <Link href={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
