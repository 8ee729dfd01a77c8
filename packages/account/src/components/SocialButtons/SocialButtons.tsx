// "Continue with …" for the identity providers the tenant configured; nothing when it has none.
import { usePortal } from '@talent/app-context';
import { Alert, Button } from '@talent/ui';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';
import { socialProviders, startSocialLogin } from '../../social.ts';
import type { SocialProvider } from '../../social.ts';
import * as styles from '../AuthPage/AuthPage.css.ts';

/** Props of `SocialButtons`. */
export interface SocialButtonsProps {
  /** Where to go after signing in. */
  readonly redirect?: string | undefined;
}

export function SocialButtons({ redirect }: SocialButtonsProps): ReactElement | null {
  const intl = useIntl();
  const { tenant, locale } = usePortal();
  const providers = socialProviders(tenant.config.freelancerLogin);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<SocialProvider | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setBusy(provider.id);
    setFailed(null);
    try {
      await startSocialLogin(provider, locale, redirect);
    } catch {
      setFailed(provider);
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="account-social" className={styles.section}>
      <h2 id="account-social" className={styles.sectionHeading}>
        {intl.formatMessage(messages.socialTitle)}
      </h2>
      <div className={styles.row}>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="secondary"
            loading={busy === provider.id}
            onClick={() => void start(provider)}
          >
            {intl.formatMessage(messages.socialContinue, { provider: provider.name })}
          </Button>
        ))}
      </div>
      {failed ? (
        <Alert tone="error" live>
          {intl.formatMessage(messages.socialStartFailed, { provider: failed.name })}
        </Alert>
      ) : null}
    </section>
  );
}
