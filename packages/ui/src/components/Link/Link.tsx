import { ExternalLink } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactElement } from 'react';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './Link.css.ts';

/** Props of `Link`. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
  /** Opens in a new tab; needs `newTabLabel` so screen-reader users are told. */
  readonly external?: boolean;
  /** Hidden text appended to external links, e.g. "(opens in a new tab)". */
  readonly newTabLabel?: string;
  /** Take the surrounding text colour (links on coloured bars). */
  readonly inheritColor?: boolean;
}

/** A text link, underlined (colour is not the only cue, WCAG 1.4.1). */
export function Link({
  external = false,
  newTabLabel,
  inheritColor = false,
  className,
  children,
  rel,
  ...rest
}: LinkProps): ReactElement {
  // A new tab never gets a handle on this page (noopener noreferrer); a caller's rel (e.g. the
  // CMS's nofollow) is kept alongside.
  const relation = external
    ? [...new Set([...(rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])].join(' ')
    : rel;
  return (
    <a
      {...rest}
      {...(relation ? { rel: relation } : {})}
      {...(external ? { target: '_blank' } : {})}
      className={[styles.link, inheritColor ? styles.inherit : '', className].filter(Boolean).join(' ')}
    >
      {children}
      {external ? (
        <>
          <ExternalLink aria-hidden size={14} className={styles.external} />
          {newTabLabel ? <span className={visuallyHidden}> {newTabLabel}</span> : null}
        </>
      ) : null}
    </a>
  );
}
