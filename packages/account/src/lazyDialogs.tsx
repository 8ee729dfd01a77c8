// The account's dialogs as the portal's chrome uses them on every page: their code (forms, Radix
// dialog) loads only when needed, so a visitor's page carries none of it. The components
// themselves stay in their folders and are tested there.
import { useSession } from '@talent/app-context';
import { lazyWhenOpen } from '@talent/ui';
import { lazy, Suspense } from 'react';
import type { ReactElement } from 'react';

/** "Email not received?": loads the first time the banner opens it. */
export const EmailNotReceivedDialog = lazyWhenOpen(
  async () => (await import('./components/EmailNotReceivedDialog/EmailNotReceivedDialog.tsx')).EmailNotReceivedDialog,
);

const ExpiredTermsDialogLoaded = lazy(async () => ({
  default: (await import('./components/ExpiredTermsDialog/ExpiredTermsDialog.tsx')).ExpiredTermsDialog,
}));

/** The expired terms dialog: only a logged-in user can have terms to agree to, so only they load it. */
export function ExpiredTermsDialog(): ReactElement | null {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredTermsDialogLoaded />
    </Suspense>
  );
}
