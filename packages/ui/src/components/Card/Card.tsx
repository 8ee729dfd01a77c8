import { useId, type ReactElement, type ReactNode } from 'react';
import * as styles from './Card.css.ts';

/** Props of `Card`. */
export interface CardProps {
  readonly title?: string;
  /** Heading level of the title in the page outline (default 3). */
  readonly headingLevel?: 2 | 3 | 4;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
}

/** A bordered container (a job, a pool, a settings group); titled cards are named regions. */
export function Card({ title, headingLevel = 3, children, actions }: CardProps): ReactElement {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.card} {...(title ? { 'aria-labelledby': titleId } : {})}>
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
