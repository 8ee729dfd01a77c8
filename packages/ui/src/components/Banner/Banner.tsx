import type { StatusType } from '@talent/domain';
import type { ReactElement, ReactNode } from 'react';
import { TONE_ICONS } from '../../icons/icons.ts';
import * as tone from '../../styles/tone.css.ts';
import * as styles from './Banner.css.ts';

/** Props of `Banner`. */
export interface BannerProps {
  /** Name of the banner region, e.g. "Email verification". */
  readonly label: string;
  readonly tone?: StatusType;
  readonly children: ReactNode;
  /** Buttons or links, e.g. "Email not received?". */
  readonly actions?: ReactNode;
}

/**
 * A full-width notice under the header (spec §2: the email-verification banner): a named region
 * so screen-reader users can find it from the landmarks list.
 */
export function Banner({ label, tone: kind = 'info', children, actions }: BannerProps): ReactElement {
  const Icon = TONE_ICONS[kind];
  return (
    <section aria-label={label} className={`${styles.banner} ${tone.subtle[kind]}`}>
      <Icon aria-hidden size={20} className={tone.icon[kind]} />
      <p className={styles.message}>{children}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
