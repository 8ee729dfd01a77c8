import { useId } from 'react';

/** Ids and ARIA wiring of a form field: the control is described by its hint and its error. */
export interface FieldIds {
  readonly controlId: string;
  readonly hintId: string;
  readonly errorId: string;
  /** Spread on the control. */
  readonly describedBy: { 'aria-describedby'?: string; 'aria-invalid'?: true };
}

/** Stable ids for a field's control, hint and error, and the ARIA attributes that connect them. */
export function useFieldIds(options: { id?: string | undefined; hint?: unknown; error?: unknown }): FieldIds {
  const generated = useId();
  const controlId = options.id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ids = [options.hint ? hintId : '', options.error ? errorId : ''].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    describedBy: {
      ...(ids ? { 'aria-describedby': ids } : {}),
      ...(options.error ? { 'aria-invalid': true as const } : {}),
    },
  };
}
