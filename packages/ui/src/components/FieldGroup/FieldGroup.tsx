import type { ReactElement, ReactNode } from 'react';
import { useFieldIds, type FieldIds } from '../../hooks/useFieldIds.ts';
import * as styles from './FieldGroup.css.ts';

/** What a `FieldGroup` hands its control: the ids and the ARIA wiring to spread on it. */
export interface FieldControl extends FieldIds {
  /** Id of the label element; name a control with `aria-labelledby` when it cannot have a `<label for>`. */
  readonly labelId: string;
}

/** Props of `FieldGroup`. */
export interface FieldGroupProps {
  /** The field's name. */
  readonly label: ReactNode;
  /**
   * How the label names the control: a `<label for>` (default), the `<legend>` of a `<fieldset>`
   * (groups of controls; the fieldset is described by hint and error), or `text`, a plain element
   * with `labelId` for controls named by `aria-labelledby`.
   */
  readonly labelAs?: 'label' | 'legend' | 'text';
  /** `after`: control and label on one row, label second (checkboxes). */
  readonly labelPlacement?: 'before' | 'after';
  /** Look of the label: `part` for the parts of a group, `question` for a choice group's question. */
  readonly labelStyle?: 'default' | 'part' | 'question';
  /** Help shown under the label and read with the control. */
  readonly hint?: string | undefined;
  /** Error message; the control is marked invalid and described by it. */
  readonly error?: string | undefined;
  /** `alert`: announce the error as soon as it appears (errors that arise without a submit). */
  readonly errorRole?: 'alert';
  /** The control's id; generated when omitted. */
  readonly id?: string | undefined;
  /** Shown after the error, e.g. a character counter. */
  readonly footer?: ReactNode;
  readonly className?: string | undefined;
  /** Renders the control(s), given their ids and ARIA attributes. */
  readonly children: (control: FieldControl) => ReactNode;
}

/**
 * The anatomy every form field shares, written once: label (or legend), hint, the control, and
 * the error, with the ids that tie them together (`aria-describedby` lists hint then error,
 * `aria-invalid` when there is an error). The control itself comes from the render function.
 */
export function FieldGroup({
  label,
  labelAs = 'label',
  labelPlacement = 'before',
  labelStyle = 'default',
  hint,
  error,
  errorRole,
  id,
  footer,
  className,
  children,
}: FieldGroupProps): ReactElement {
  const ids = useFieldIds({ id, hint, error });
  const control: FieldControl = { ...ids, labelId: `${ids.controlId}-label` };
  const labelClass = labelPlacement === 'after' ? styles.inlineLabel : styles.label[labelStyle];
  const labelElement =
    labelAs === 'legend' ? (
      <legend className={labelClass}>{label}</legend>
    ) : labelAs === 'text' ? (
      <span id={control.labelId} className={labelClass}>
        {label}
      </span>
    ) : (
      <label htmlFor={ids.controlId} className={labelClass}>
        {label}
      </label>
    );
  const hintElement = hint ? (
    <p id={ids.hintId} className={styles.hint}>
      {hint}
    </p>
  ) : null;
  const errorElement = error ? (
    <p id={ids.errorId} className={styles.error} role={errorRole}>
      {error}
    </p>
  ) : null;

  if (labelPlacement === 'after') {
    // A checkbox row: the wrapper adds no column gap, so the row keeps its 44 px target alone.
    return (
      <div className={className}>
        <div className={styles.inlineRow}>
          {children(control)}
          {labelElement}
        </div>
        {hintElement}
        {errorElement}
      </div>
    );
  }
  const content = (
    <>
      {labelElement}
      {hintElement}
      {children(control)}
      {errorElement}
      {footer}
    </>
  );
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
  return labelAs === 'legend' ? (
    <fieldset className={classes(styles.fieldset, styles.field, className)} {...ids.describedBy}>
      {content}
    </fieldset>
  ) : (
    <div className={classes(styles.field, className)}>{content}</div>
  );
}
