// The submit button of an account form, on its own line (the form is a flex column, and a
// button stretched to its width would read as a banner), showing progress while the call runs.
import { Button } from '@talent/ui';
import type { ButtonVariant } from '@talent/ui';
import type { ReactElement, ReactNode } from 'react';

/** Props of `SubmitButton`. */
export interface SubmitButtonProps {
  readonly loading: boolean;
  readonly variant?: ButtonVariant;
  readonly children: ReactNode;
}

export function SubmitButton({ loading, variant, children }: SubmitButtonProps): ReactElement {
  return (
    <div>
      <Button type="submit" loading={loading} {...(variant ? { variant } : {})}>
        {children}
      </Button>
    </div>
  );
}
