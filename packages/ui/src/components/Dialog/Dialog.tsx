import * as RadixDialog from '@radix-ui/react-dialog';
import { MODAL_SPINNER_MS } from '@talent/domain';
import { X } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { useDelayedFlag } from '../../hooks/useDelayedFlag.ts';
import { useReturnFocus } from '../../hooks/useReturnFocus.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Dialog.css.ts';

/** Dialog widths of spec §9: default 680, large 800 (expired terms), small 350 (confirmations). */
export type DialogSize = 'default' | 'large' | 'small';

/** Props of `Dialog`. */
export interface DialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name and visible heading. */
  readonly title: string;
  /** A sentence under the title, read when the dialog opens. */
  readonly description?: string;
  /** Name of the close button, e.g. "Close". Omit for dialogs that must be answered (no close button, no Escape). */
  readonly closeLabel?: string | undefined;
  readonly size?: DialogSize;
  /**
   * When given, the content shows a spinner with this label for the first ~900 ms after opening
   * (spec §2 "content spinner", MODAL_SPINNER_MS), while the content mounts behind it.
   */
  readonly spinnerLabel?: string;
  /** Actions at the bottom (buttons). */
  readonly footer?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape and the close button close it,
 * focus returns to the trigger, the page behind is inert. Fullscreen below the sm breakpoint.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  size = 'default',
  spinnerLabel,
  footer,
  children,
}: DialogProps): ReactElement {
  const ready = useDelayedFlag(open, spinnerLabel ? MODAL_SPINNER_MS : 0);
  const dismissible = closeLabel !== undefined;
  const focus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles.size[size]}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focus}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close asChild>
                <IconButton label={closeLabel} icon={X} />
              </RadixDialog.Close>
            ) : null}
          </div>
          <div className={styles.body} aria-busy={!ready || undefined}>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
            {ready ? (
              children
            ) : (
              <div className={styles.spinnerBox}>
                <Spinner label={spinnerLabel ?? ''} size="large" />
              </div>
            )}
          </div>
          {footer && ready ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
