// Layout "portal" (spec §2): header, banner, footer. The banners (announcement, email
// verification) show above the page content.
import { usePortal } from '@talent/app-context';
import { Outlet } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { PortalFooter } from '../chrome/PortalFooter.tsx';
import { PortalHeader } from '../chrome/PortalHeader.tsx';
import { useBootstrap } from '../app/useBootstrap.ts';
import * as styles from './Layouts.css.ts';
import { SkipLink } from './SkipLink.tsx';

export function PortalLayout(): ReactElement {
  usePortal();
  const bootstrap = useBootstrap();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <PortalHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <PortalFooter hideLinkBlocks={bootstrap.hidePublicLinkBlocks} />
    </div>
  );
}
