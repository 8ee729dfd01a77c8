// Layout "default" (spec §2): the sign-in pages — the logo with log in / sign up, a narrow column
// for the form, and the footer. The root's 404 page (an unknown URL) shows in it too, so it is
// branded like every other page.
import { Outlet } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { PortalFooter } from '../chrome/PortalFooter.tsx';
import { PortalHeader } from '../chrome/PortalHeader.tsx';
import { useBootstrap } from '../app/useBootstrap.ts';
import * as styles from './Layouts.css.ts';
import { MainLandmark } from './MainLandmark.tsx';
import { SkipLink } from './SkipLink.tsx';

/** The default layout around `children` (default: the route's outlet). */
export function DefaultLayout({ children }: { readonly children?: ReactNode }): ReactElement {
  const bootstrap = useBootstrap();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <PortalHeader minimal />
      <MainLandmark className={`${styles.main} ${styles.narrow}`}>{children ?? <Outlet />}</MainLandmark>
      <PortalFooter hideLinkBlocks={bootstrap.hidePublicLinkBlocks} />
    </div>
  );
}
