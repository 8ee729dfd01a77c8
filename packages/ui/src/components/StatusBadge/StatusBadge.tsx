import type { StatusIcon, StatusType } from '@talent/domain';
import type { ReactElement } from 'react';
import { TONE_ICONS } from '../../icons/icons.ts';
import { STATUS_ICONS } from '../../icons/statusIcons.ts';
import * as tone from '../../styles/tone.css.ts';
import * as styles from './StatusBadge.css.ts';

/** Props of `StatusBadge`; `applicationStatusDisplay(status)` of @talent/domain gives type and icon. */
export interface StatusBadgeProps {
  readonly type: StatusType;
  /** Semantic icon; defaults to the tone's icon. */
  readonly icon?: StatusIcon;
  /** The translated status label. */
  readonly label: string;
  /** Longer explanation, offered as a tooltip. */
  readonly description?: string;
}

/** A status (application status, info/success/warning/error) as tinted label with an icon. */
export function StatusBadge({ type, icon, label, description }: StatusBadgeProps): ReactElement {
  const Icon = icon ? STATUS_ICONS[icon] : TONE_ICONS[type];
  return (
    <span className={`${styles.badge} ${tone.subtle[type]}`} title={description}>
      <Icon aria-hidden size={16} className={tone.icon[type]} />
      {label}
    </span>
  );
}
