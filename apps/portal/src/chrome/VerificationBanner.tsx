// The email-verification banner of the portal layout (spec §2, §6): shown to a logged-in user who
// is unverified (UV) or has a new email address waiting for confirmation, with "Email not
// received?" opening the dialog to send the email again or change the address. After a
// successful resend the reminder pauses for the rest of the browser session (the
// activation-paused flag, cleared on logout).
import { EmailNotReceivedDialog } from '@talent/account';
import { useSession } from '@talent/app-context';
import { showVerificationBanner } from '@talent/domain';
import { Banner, Button } from '@talent/ui';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { trackEvent } from '../app/analytics.ts';
import { bannerMessages as messages } from './bannerMessages.ts';
import { ACTIVATION_PAUSED_KEY } from '../session/localState.ts';

function isPaused(): boolean {
  try {
    return sessionStorage.getItem(ACTIVATION_PAUSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function VerificationBanner(): ReactElement | null {
  const intl = useIntl();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [paused, setPaused] = useState(isPaused);
  if (!user || !showVerificationBanner(user) || paused) return null;

  const pending = Boolean(user.futureEmail);
  const address = user.futureEmail ?? user.email;

  function pause(): void {
    try {
      sessionStorage.setItem(ACTIVATION_PAUSED_KEY, 'true');
    } catch {
      // Storage blocked: the reminder pauses for this page only.
    }
    setOpen(false);
    setPaused(true);
    // The banner and its button go away: keep keyboard focus in the page.
    requestAnimationFrame(() => document.getElementById('main')?.focus());
  }

  return (
    <>
      <Banner
        label={intl.formatMessage(messages.verificationLabel)}
        tone="warning"
        actions={
          <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {intl.formatMessage(messages.notReceived)}
          </Button>
        }
      >
        {pending
          ? intl.formatMessage(messages.verificationPending, { email: address })
          : intl.formatMessage(messages.verificationUnverified, { email: address })}
      </Banner>
      <EmailNotReceivedDialog
        open={open}
        onOpenChange={setOpen}
        user={user}
        onResent={pause}
        onResendOutcome={(outcome) => trackEvent('emailResend', { ...outcome })}
      />
    </>
  );
}
