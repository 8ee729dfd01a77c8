import { Inbox } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import type { IconComponent } from '../../icons/icons.ts';
import * as styles from './EmptyState.css.ts';

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  readonly title: string;
  readonly description?: string;
  readonly icon?: IconComponent;
  /** What to do next, e.g. a "Search projects" button. */
  readonly action?: ReactNode;
  readonly headingLevel?: 2 | 3;
}

/** What a list shows when it has nothing (no applications, no search results). */
export function EmptyState({
  title,
  description,
  icon: Icon = Inbox,
  action,
  headingLevel = 2,
}: EmptyStateProps): ReactElement {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      <Icon aria-hidden size={48} className={styles.icon} />
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
