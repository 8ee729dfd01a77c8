import { errorScreenVariant } from '@talent/domain';
import { useId } from 'react';
import type { ReactElement } from 'react';
import { Link } from '../Link/Link.tsx';
import * as styles from './ErrorScreen.css.ts';

/** Props of `ErrorScreen` (texts are already translated). */
export interface ErrorScreenProps {
  /** HTTP-like status (`errorPageStatus` of @talent/domain). */
  readonly status: number;
  /** The generic message for statuses below 500, e.g. "This page could not be found". */
  readonly genericMessage: string;
  /** Messages of a 5xx error (each translated); shown as a list. */
  readonly messages?: readonly string[];
  /** Plain message of a 5xx error without a message list. */
  readonly message?: string;
  /** Text of the home link, e.g. "Back to home page". */
  readonly homeLabel: string;
  readonly homeHref: string;
}

/**
 * The error page of spec §2: the status code as heading; below 500 the generic message, from
 * 500 the message list (or the plain message); always a link home.
 */
export function ErrorScreen({
  status,
  genericMessage,
  messages,
  message,
  homeLabel,
  homeHref,
}: ErrorScreenProps): ReactElement {
  // A section, not <main>: the app decides where the page's main landmark is (an error can show
  // inside a layout that already has one).
  const headingId = useId();
  const variant = errorScreenVariant(status);
  const list = variant === 'messages' && messages && messages.length > 0 ? messages : null;
  const text = variant === 'generic' ? genericMessage : (message ?? genericMessage);
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h1 className={styles.code} id={headingId}>
        {status}
      </h1>
      {list ? (
        <ul className={styles.messages}>
          {list.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : (
        <p>{text}</p>
      )}
      <Link href={homeHref}>{homeLabel}</Link>
    </section>
  );
}
