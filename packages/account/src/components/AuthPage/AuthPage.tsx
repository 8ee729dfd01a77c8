// The frame of every account screen: its own h1 and document title (WCAG 2.4.2), an optional
// introduction, and the content. When a page switches state (a form becomes a confirmation), the
// heading takes the focus so screen-reader and keyboard users start reading the new content.
import { useDocumentTitle } from '@talent/app-context';
import { useEffect, useId, useRef } from 'react';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './AuthPage.css.ts';

/** Props of `AuthPage`. */
export interface AuthPageProps {
  /** The page heading, also the document title. */
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
  /** Change this to move focus to the heading (e.g. the step of a multi-step page). */
  readonly focusKey?: string | number;
}

export function AuthPage({ title, intro, children, focusKey }: AuthPageProps): ReactElement {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const first = useRef(true);
  useDocumentTitle(title);
  useEffect(() => {
    // Not on the first render: a page that just loaded keeps the router's focus handling.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [focusKey]);
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
