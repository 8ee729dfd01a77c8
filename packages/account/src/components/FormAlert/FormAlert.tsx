// The form-level error of a failed submit (wrong credentials, an expired link, a server error):
// announced when it appears, and focusable so `useForm` can move focus to it when no single
// field is to blame.
import { Alert } from '@talent/ui';
import type { ReactElement, RefObject } from 'react';
import * as styles from '../AuthPage/AuthPage.css.ts';

/** Props of `FormAlert`. */
export interface FormAlertProps {
  readonly messages: readonly string[];
  readonly alertRef: RefObject<HTMLDivElement | null>;
}

export function FormAlert({ messages, alertRef }: FormAlertProps): ReactElement {
  return (
    <div ref={alertRef} tabIndex={-1} className={styles.focusTarget}>
      {messages.length > 0 ? (
        <Alert tone="error" live>
          {messages.length === 1 ? (
            messages[0]
          ) : (
            <ul>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
    </div>
  );
}
