// /app/account/verifyEmail?token=…: the link of the email-verification mail (GET
// /freelancer/verifyEmail answers VERIFIED or ALREADY_ACTIVE). The link may be opened on another
// device, so it works logged out; a logged-in user's data is refreshed (the banner goes away).
import { CURRENT_USER_KEY, usePortal, useSession } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Alert, Link } from '@talent/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { AuthPage } from '../../components/AuthPage.tsx';
import { LinkFailure } from '../../components/LinkFailure.tsx';
import { Working } from '../../components/Working.tsx';
import { useLinkAction } from '../../form/useLinkAction.ts';
import { messages } from '../../messages.ts';
import { verifyEmailMutation } from '../../queries.ts';
import { parseTokenSearch } from '../../search.ts';

export function VerifyEmailPage(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const { token } = parseTokenSearch(useSearch({ strict: false }));
  const verify = useMutation(verifyEmailMutation(portal.api));
  const { state, retry } = useLinkAction(token, verify.mutateAsync);

  useEffect(() => {
    if (state.status === 'done' && isLoggedIn) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [state.status, isLoggedIn, queryClient]);

  const title = intl.formatMessage(messages.verifyTitle);
  if (token === undefined) {
    return (
      <AuthPage title={title}>
        <Alert tone="error">{intl.formatMessage(messages.linkMissing)}</Alert>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={title} focusKey={state.status}>
      {state.status === 'pending' ? <Working text={intl.formatMessage(messages.verifying)} /> : null}
      {state.status === 'done' ? (
        <>
          <Alert tone="success" live>
            {intl.formatMessage(state.value === 'ALREADY_ACTIVE' ? messages.alreadyVerified : messages.verified)}
          </Alert>
          <p>
            <Link href={isLoggedIn ? ROUTES.projects : ROUTES.login}>
              {intl.formatMessage(isLoggedIn ? messages.continue : messages.goToLogin)}
            </Link>
          </p>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <LinkFailure error={state.error} onRetry={retry} nextSteps={intl.formatMessage(messages.linkNextSteps)} />
      ) : null}
    </AuthPage>
  );
}
