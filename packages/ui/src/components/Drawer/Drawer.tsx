import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { useReturnFocus } from '../../hooks/useReturnFocus.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Drawer.css.ts';

/** Props of `Drawer`. */
export interface DrawerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Accessible name and heading, e.g. "Menu". */
  readonly title: string;
  readonly closeLabel: string;
  /** Edge it slides from (logical: start is left in left-to-right languages). */
  readonly side?: 'start' | 'end';
  readonly children?: ReactNode;
}

/** A side panel (the mobile menu): a modal dialog on Radix, so focus, Escape and return work as in `Dialog`. */
export function Drawer({ open, onOpenChange, title, closeLabel, side = 'start', children }: DrawerProps): ReactElement {
  const focus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={`${styles.panel} ${styles.side[side]}`} aria-describedby={undefined} {...focus}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} icon={X} />
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
