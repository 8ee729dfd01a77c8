import type { ButtonHTMLAttributes, ReactElement } from 'react';
import type { IconComponent } from '../../icons/icons.ts';
import * as styles from './IconButton.css.ts';

/** Props of `IconButton`: the label is required because the icon alone says nothing to a screen reader. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name, e.g. "Close" or "Open menu". */
  readonly label: string;
  readonly icon: IconComponent;
}

/** A 44 px square button showing only an icon (WCAG 2.5.8 target size), named by `label`. */
export function IconButton({ label, icon: Icon, type = 'button', className, ...rest }: IconButtonProps): ReactElement {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
    >
      <Icon aria-hidden size={22} />
    </button>
  );
}
