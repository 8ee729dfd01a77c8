import type { ReactElement, TextareaHTMLAttributes } from 'react';
import { useFieldIds } from '../../hooks/useFieldIds.ts';
import * as shared from '../../styles/shared.css.ts';
import * as styles from './TextArea.css.ts';

/** Props of `TextArea`. */
export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string;
  /** Text of the character counter, e.g. "120 / 2000"; shown only when given. */
  readonly counter?: string;
}

/** A labelled multi-line text input (motivation comment, profile description). */
export function TextArea({ label, hint, error, counter, id, className, ...rest }: TextAreaProps): ReactElement {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={[shared.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={shared.label}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hintId} className={shared.hint}>
          {hint}
        </p>
      ) : null}
      <textarea {...rest} {...ids.describedBy} id={ids.controlId} className={`${shared.control} ${styles.textarea}`} />
      {error ? (
        <p id={ids.errorId} className={shared.error}>
          {error}
        </p>
      ) : null}
      {counter ? (
        <p className={`${shared.hint} ${styles.counter}`} aria-live="polite">
          {counter}
        </p>
      ) : null}
    </div>
  );
}
