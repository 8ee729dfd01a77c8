// Layout "frameless" (spec §2): the logo and a bar for the application flow. The job bar with its
// cancel button comes with the application flow; until then the page says it is not available.
import { usePortal } from '@talent/app-context';
import { Outlet } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import * as styles from './Layouts.css.ts';
import { MainLandmark } from './MainLandmark.tsx';
import { SkipLink } from './SkipLink.tsx';

export function FramelessLayout(): ReactElement {
  const { tenant } = usePortal();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.framelessBar}>
        <img src={tenant.context.talentLogo} alt={tenant.context.name} className={styles.logo} />
      </header>
      <MainLandmark className={styles.main}>
        <Outlet />
      </MainLandmark>
    </div>
  );
}
