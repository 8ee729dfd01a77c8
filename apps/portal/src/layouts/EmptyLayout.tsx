// Layout "empty" (spec §2): only the page (loader and toasts are global), for onboarding, and the
// expired-terms dialog when logged in.
import { ExpiredTermsDialog } from '@talent/account';
import { Outlet } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import * as styles from './Layouts.css.ts';
import { MainLandmark } from './MainLandmark.tsx';
import { SkipLink } from './SkipLink.tsx';

export function EmptyLayout(): ReactElement {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <MainLandmark className={styles.main}>
        <Outlet />
      </MainLandmark>
      <ExpiredTermsDialog />
    </div>
  );
}
