// A short "working on it" line, announced politely.
import { Spinner } from '@talent/ui';
import type { ReactElement } from 'react';
import * as styles from '../AuthPage/AuthPage.css.ts';

export function Working({ text }: { readonly text: string }): ReactElement {
  return (
    <p role="status" className={styles.status}>
      <Spinner size="small" />
      {text}
    </p>
  );
}
