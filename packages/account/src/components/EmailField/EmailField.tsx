// An email address field: the email keyboard on phones, required, and the autocomplete token of
// its use ("email" for an address to write to, "username" where it logs in).
import { TextField } from '@talent/ui';
import type { ReactElement } from 'react';
import type { BoundField } from '../../form/useForm.ts';

/** Props of `EmailField`. */
export interface EmailFieldProps {
  readonly id: string;
  readonly label: string;
  /** `form.field('email')`. */
  readonly field: BoundField;
  readonly autoComplete?: 'email' | 'username';
}

export function EmailField({ id, label, field, autoComplete = 'email' }: EmailFieldProps): ReactElement {
  return <TextField id={id} label={label} type="email" autoComplete={autoComplete} required {...field} />;
}
