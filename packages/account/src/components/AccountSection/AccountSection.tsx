// One part of an account tab (a settings group): an h2 named region, an optional description, the
// controls, and the saved state in a polite live region that is always in the page (a region that
// appears together with its text is not reliably announced). The heading can take focus
// (`headingRef`) when what had focus disappears, e.g. a removed device.
import { useId } from 'react';
import type { ReactElement, ReactNode, RefObject } from 'react';
import * as styles from './AccountSection.css.ts';

/** Props of `AccountSection`. */
export interface AccountSectionProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** What was just saved ("Job emails are on."); announced when it changes. */
  readonly status?: string | undefined;
  /** Ref of the heading (focusable by script), for moving focus after an item is removed. */
  readonly headingRef?: RefObject<HTMLHeadingElement | null>;
  readonly children?: ReactNode;
}

export function AccountSection({
  title,
  description,
  status,
  headingRef,
  children,
}: AccountSectionProps): ReactElement {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
      <p role="status" className={styles.status}>
        {status ?? ''}
      </p>
    </section>
  );
}
