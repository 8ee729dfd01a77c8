import type { StatusType } from '@talent/domain';
import type { ReactElement, ReactNode } from 'react';
import { TONE_ICONS } from '../../icons/icons.ts';
import * as tone from '../../styles/tone.css.ts';
import * as styles from './Alert.css.ts';

/** Props of `Alert`. */
export interface AlertProps {
  readonly tone?: StatusType;
  readonly title?: string;
  readonly children: ReactNode;
  /**
   * Announce it when it appears: errors interrupt (role alert), other tones wait (role status).
   * Leave false for messages that are part of the page from the start.
   */
  readonly live?: boolean;
}

/** An inline message in a tone, with its icon (colour is never the only cue). */
export function Alert({ tone: kind = 'info', title, children, live = false }: AlertProps): ReactElement {
  const Icon = TONE_ICONS[kind];
  const role = live ? (kind === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={`${styles.alert} ${tone.subtle[kind]}`}>
      <Icon aria-hidden size={20} className={`${styles.icon} ${tone.icon[kind]}`} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
