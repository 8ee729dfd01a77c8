import { useId, type ReactElement, type ReactNode } from 'react';
import * as styles from './Card.css.ts';

/** Props of `Card`. */
export interface CardProps {
  /** The title; may be a link (a result card whose title leads to the item's page). */
  readonly title?: ReactNode;
  /** Heading level of the title in the page outline (default 3). */
  readonly headingLevel?: 2 | 3 | 4;
  /**
   * `article` for one item of a list or feed (a search result), read as a self-contained item;
   * `section` (default) for a part of a page.
   */
  readonly as?: 'section' | 'article';
  /** Shown beside the title, wrapping below it on narrow cards (a status badge). */
  readonly badge?: ReactNode;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
}

/** A bordered container (a job, a pool, a settings group); titled cards are named regions. */
export function Card({
  title,
  headingLevel = 3,
  as: Element = 'section',
  badge,
  children,
  actions,
}: CardProps): ReactElement {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const heading = title ? (
    <Heading id={titleId} className={styles.title}>
      {title}
    </Heading>
  ) : null;
  return (
    <Element className={styles.card} {...(title ? { 'aria-labelledby': titleId } : {})}>
      {badge ? (
        <div className={styles.header}>
          {heading}
          {badge}
        </div>
      ) : (
        heading
      )}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Element>
  );
}
