// The form element of every account form: the `useForm` refs (focus on the first error after a
// failed submit), no browser validation (the translated client rules run instead), the account
// layout, and the form-level error message at the top, where a failed submit is announced.
import type { FormEvent, ReactElement, ReactNode, RefObject } from 'react';
import * as styles from '../AuthPage/AuthPage.css.ts';
import { FormAlert } from '../FormAlert/FormAlert.tsx';

/** Props of `AccountForm`. */
export interface AccountFormProps {
  /** The `useForm` state (its refs and form-level errors). */
  readonly form: {
    readonly formRef: RefObject<HTMLFormElement | null>;
    readonly alertRef: RefObject<HTMLDivElement | null>;
    readonly formErrors: readonly string[];
  };
  readonly onSubmit: (event: FormEvent) => Promise<void>;
  /** Content above the form-level error (an introduction, a status). */
  readonly lead?: ReactNode;
  readonly children: ReactNode;
}

export function AccountForm({ form, onSubmit, lead, children }: AccountFormProps): ReactElement {
  const { formRef, alertRef, formErrors } = form;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form}>
      {lead}
      <FormAlert messages={formErrors} alertRef={alertRef} />
      {children}
    </form>
  );
}
