import type { ReactElement, TextareaHTMLAttributes } from 'react';
import * as shared from '../../styles/shared.css.ts';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
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
  return (
    <FieldGroup
      label={label}
      hint={hint}
      error={error}
      id={id}
      className={className}
      footer={
        counter ? (
          <p className={`${shared.hint} ${styles.counter}`} aria-live="polite">
            {counter}
          </p>
        ) : null
      }
    >
      {(field) => (
        <textarea
          {...rest}
          {...field.describedBy}
          id={field.controlId}
          className={`${shared.control} ${styles.textarea}`}
        />
      )}
    </FieldGroup>
  );
}
