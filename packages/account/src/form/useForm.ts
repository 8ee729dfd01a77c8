// Form state of the account screens: values, field errors, form-level errors, and focus on the
// first error after a failed submit (WCAG 3.3.1: the user lands on what needs fixing).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, RefObject } from 'react';
import type { FormErrors } from './rules.ts';

/** Selector of the controls a failed submit may focus, in document order. */
const INVALID_CONTROL =
  'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], [data-invalid="true"]';

/** The keys of `V` whose values are text. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** The props that tie a text control (TextField, Select) to one value of a form. */
export interface BoundField {
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  readonly error?: string;
}

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
  /**
   * The outcome of the client checks before a submit: with errors, shows them (as `fail`) and
   * answers false; without, clears the errors of an earlier attempt and answers true.
   */
  readonly passes: (errors: FormErrors) => boolean;
  /** Value, change handler and error of a text field, for spreading onto the control. */
  readonly field: (name: TextKey<V>) => BoundField;
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

  const passes = useCallback(
    (next: FormErrors) => {
      if (Object.keys(next).length > 0) {
        fail(next);
        return false;
      }
      clear();
      return true;
    },
    [fail, clear],
  );

  const field = (name: TextKey<V>): BoundField => ({
    value: values[name] as string,
    // TextKey<V> only names text values, which TypeScript cannot carry over to V[K] here.
    onChange: (event) => setValue(name, event.target.value as V[TextKey<V>]),
    ...(errors[name] ? { error: errors[name] } : {}),
  });

  return { values, errors, formErrors, formRef, alertRef, setValue, fail, clear, passes, field };
}
