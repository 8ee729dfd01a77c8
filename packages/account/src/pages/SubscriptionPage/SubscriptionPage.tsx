// /subscriptions/{uuid?}: the unsubscribe link of job mails. PUT /freelancer/clientSubscription/{uuid}
// works without logging in (the uuid is the proof). Nothing changes on opening the page: mail
// scanners open links, so the user chooses with a button. Without a (well-formed) uuid the page
// says the link is incomplete and points to the account's notification settings.
import { usePortal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Alert, Button, Link } from '@talent/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../../components/AuthPage/AuthPage.css.ts';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import { errorTexts } from '../../errors.ts';
import { messages } from '../../messages.ts';
import { subscriptionMutation } from '../../queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOTIFICATIONS = `${ROUTES.account}?tab=notifications`;

/** Props of `SubscriptionPage`. */
export interface SubscriptionPageProps {
  /** The `{uuid}` of the path (the subscription); anything but a UUID is explained as not valid. */
  readonly uuid?: string | undefined;
}

export function SubscriptionPage({ uuid }: SubscriptionPageProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const change = useMutation(subscriptionMutation(portal.api));
  const [choice, setChoice] = useState<boolean | null>(null);
  const valid = uuid !== undefined && UUID.test(uuid);

  const choose = (subscribed: boolean) => {
    if (!valid || change.isPending) return;
    setChoice(subscribed);
    change.mutate({ uuid, subscribed });
  };

  return (
    <AuthPage
      title={intl.formatMessage(messages.subscriptionTitle)}
      intro={valid ? intl.formatMessage(messages.subscriptionIntro, { name: portal.tenant.context.name }) : undefined}
    >
      {valid ? (
        <>
          {change.isSuccess ? (
            <Alert tone="success" live>
              {intl.formatMessage(change.data ? messages.subscribed : messages.unsubscribed)}
            </Alert>
          ) : null}
          {change.isError ? (
            <Alert tone="error" live>
              {errorTexts(intl, change.error).join(' ')}
            </Alert>
          ) : null}
          <div className={styles.row}>
            <Button loading={change.isPending && choice === false} onClick={() => choose(false)}>
              {intl.formatMessage(messages.unsubscribe)}
            </Button>
            <Button variant="secondary" loading={change.isPending && choice === true} onClick={() => choose(true)}>
              {intl.formatMessage(messages.resubscribe)}
            </Button>
          </div>
        </>
      ) : (
        <Alert tone="error">{intl.formatMessage(messages.subscriptionMissing)}</Alert>
      )}
      <ul className={styles.links}>
        <li>
          <Link href={NOTIFICATIONS}>{intl.formatMessage(messages.accountSettings)}</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
