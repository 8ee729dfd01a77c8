import type { ReactElement } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import * as styles from './ConfirmDialog.css.ts';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  /** Red confirm button for actions that destroy something (deactivate, withdraw). */
  readonly destructive?: boolean;
  /** The confirmed action is running: the confirm button shows a spinner. */
  readonly confirming?: boolean;
}

/**
 * A yes/no question in a small (350 px) dialog, e.g. "Deactivate account?". Focus starts on
 * Cancel, the safe choice; Escape cancels.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  confirming = false,
}: ConfirmDialogProps): ReactElement {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={cancelLabel}
      size="small"
      footer={
        <>
          {/* Focus starts on the least destructive choice (WAI-ARIA alert dialog pattern). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button variant="secondary" autoFocus onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} loading={confirming} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.message}>{message}</p>
    </Dialog>
  );
}
