// Layout "portal" (spec §2): header, banners, page, footer. The banners show under the header:
// the announcement (spec §4) and the email verification (logged in and unverified, or a new
// address pending). A logged-in user whose terms or privacy agreement expired gets the dialog.
import { ExpiredTermsDialog } from '@talent/account';
import { useSession } from '@talent/app-context';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { ReactElement } from 'react';
import { useBootstrap } from '../app/useBootstrap.ts';
import { AnnouncementBanner } from '../chrome/AnnouncementBanner.tsx';
import { PortalFooter } from '../chrome/PortalFooter.tsx';
import { PortalHeader } from '../chrome/PortalHeader.tsx';
import * as styles from './Layouts.css.ts';
import { MainLandmark } from './MainLandmark.tsx';
import { SkipLink } from './SkipLink.tsx';

const VerificationBannerLoaded = lazy(async () => ({
  default: (await import('../chrome/VerificationBanner.tsx')).VerificationBanner,
}));

/**
 * The verification banner is for logged-in users only, whose pages the browser renders (the
 * server renders visitors' pages): its code loads for them, never with a visitor's page.
 */
function VerificationBanner(): ReactElement | null {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <VerificationBannerLoaded />
    </Suspense>
  );
}

export function PortalLayout(): ReactElement {
  const bootstrap = useBootstrap();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <PortalHeader />
      <AnnouncementBanner />
      <VerificationBanner />
      <MainLandmark className={styles.main}>
        <Outlet />
      </MainLandmark>
      <PortalFooter hideLinkBlocks={bootstrap.hidePublicLinkBlocks} />
      <ExpiredTermsDialog />
    </div>
  );
}
