// Form state of the account screens: values, field errors, form-level errors, and focus on the
// first error after a failed submit (WCAG 3.3.1: the user lands on what needs fixing).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { FormErrors } from './rules.ts';

/** Selector of the controls a failed submit may focus, in document order. */
const INVALID_CONTROL =
  'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], [data-invalid="true"]';

/** What `useForm` gives a form. */
export interface FormState<V extends Record<string, unknown>> {
  readonly values: V;
  /** Field name → translated error. */
  readonly errors: FormErrors;
  /** Errors of the whole form (e.g. wrong credentials), translated. */
  readonly formErrors: readonly string[];
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** Ref of the form-level error message, focused when no field is invalid. */
  readonly alertRef: RefObject<HTMLDivElement | null>;
  /** Sets one value and clears that field's error (the user is fixing it). */
  readonly setValue: <K extends keyof V & string>(field: K, value: V[K]) => void;
  /** Shows errors and moves focus to the first one. */
  readonly fail: (errors: FormErrors, formErrors?: readonly string[]) => void;
  /** Clears every error. */
  readonly clear: () => void;
}

/** Form state with `initial` values. */
export function useForm<V extends Record<string, unknown>>(initial: V): FormState<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formErrors, setFormErrors] = useState<readonly string[]>([]);
  const [failures, setFailures] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const alertRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (failures === 0) return;
    const control = formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL);
    (control ?? alertRef.current)?.focus();
  }, [failures]);

  const setValue = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const fail = useCallback((next: FormErrors, nextFormErrors: readonly string[] = []) => {
    setErrors(next);
    setFormErrors(nextFormErrors);
    setFailures((n) => n + 1);
  }, []);

  const clear = useCallback(() => {
    setErrors({});
    setFormErrors([]);
  }, []);

  return { values, errors, formErrors, formRef, alertRef, setValue, fail, clear };
}
