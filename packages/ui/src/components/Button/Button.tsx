import type { ButtonHTMLAttributes, ReactElement, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

/** Visual weight of a button: one primary action per view, secondary and ghost for the rest. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Props of `Button`: a native button plus variant, size and a loading state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: 'small' | 'medium';
  /** While true the button shows a spinner, is busy for screen readers and ignores clicks. */
  readonly loading?: boolean;
  readonly fullWidth?: boolean;
  /** An icon before the text. */
  readonly icon?: ReactNode;
}

/**
 * A button. While loading it stays focusable (aria-disabled rather than disabled, so keyboard
 * focus is not lost mid-action) and swallows clicks.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps): ReactElement {
  const classes = [
    styles.button,
    styles.variant[variant],
    styles.size[size],
    fullWidth ? styles.fullWidth : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner size="small" tone="current" /> : icon}
      {children}
    </button>
  );
}
