import type { StatusType } from '@talent/domain';
import { X } from 'lucide-react';
import { useEffect, useState, type ReactElement } from 'react';
import { TONE_ICONS } from '../../icons/icons.ts';
import * as tone from '../../styles/tone.css.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';

/** An action offered in a toast, e.g. "Undo" or "Retry". */
export interface ToastAction {
  readonly label: string;
  readonly onClick: () => void;
}

/** Props of `Toast`. */
export interface ToastProps {
  readonly open: boolean;
  readonly message: string;
  readonly tone?: StatusType;
  readonly action?: ToastAction;
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** Closes itself after this long; `null` keeps it until closed. Hover or focus pauses it (WCAG 2.2.1). */
  readonly durationMs?: number | null;
}

/**
 * A snackbar at the bottom of the screen (announcements, error toasts of spec §8). The live
 * region is always in the page, so the message is announced when it appears: errors
 * interrupt, the rest wait. An optional action and a close button; hovering or focusing it
 * pauses the auto-close timer.
 */
export function Toast({
  open,
  message,
  tone: kind = 'info',
  action,
  closeLabel,
  onClose,
  durationMs = 6000,
}: ToastProps): ReactElement {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!open || paused || durationMs === null) return undefined;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [open, paused, durationMs, onClose]);
  const Icon = TONE_ICONS[kind];
  return (
    <div className={styles.region} role={kind === 'error' ? 'alert' : 'status'}>
      {open ? (
        <div
          className={`${styles.toast} ${tone.subtle[kind]}`}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <Icon aria-hidden size={20} className={tone.icon[kind]} />
          <p className={styles.message}>{message}</p>
          {action ? (
            <Button variant="ghost" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          ) : null}
          <IconButton label={closeLabel} icon={X} onClick={onClose} />
        </div>
      ) : null}
    </div>
  );
}
