// Layout "default" (spec §2): the sign-in pages — the logo with log in / sign up, a narrow column
// for the form, and the footer.
import { Outlet } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { PortalFooter } from '../chrome/PortalFooter.tsx';
import { PortalHeader } from '../chrome/PortalHeader.tsx';
import { useBootstrap } from '../app/useBootstrap.ts';
import * as styles from './Layouts.css.ts';
import { MainLandmark } from './MainLandmark.tsx';
import { SkipLink } from './SkipLink.tsx';

export function DefaultLayout(): ReactElement {
  const bootstrap = useBootstrap();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <PortalHeader minimal />
      <MainLandmark className={`${styles.main} ${styles.narrow}`}>
        <Outlet />
      </MainLandmark>
      <PortalFooter hideLinkBlocks={bootstrap.hidePublicLinkBlocks} />
    </div>
  );
}
