// /app/account/confirm-change-email?token=…: the link sent to a new address (POST
// /freelancer/confirmUpdatedEmail, public: it may be opened on another device). Afterwards a
// visitor logs in with the new address; a logged-in user's data is refreshed. 409: the address was
// taken by another account meanwhile; 400/401: expired or used link.
import { CURRENT_USER_KEY, usePortal, useSession } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Alert, Link } from '@talent/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { AuthPage } from '../../components/AuthPage.tsx';
import { LinkFailure } from '../../components/LinkFailure.tsx';
import { Working } from '../../components/Working.tsx';
import { useLinkAction } from '../../form/useLinkAction.ts';
import { messages } from '../../messages.ts';
import { confirmEmailMutation } from '../../queries.ts';
import { parseTokenSearch } from '../../search.ts';

export function ConfirmChangeEmailPage(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = parseTokenSearch(useSearch({ strict: false }));
  const confirm = useMutation(confirmEmailMutation(portal.api));
  const { state, retry } = useLinkAction(token, confirm.mutateAsync);

  useEffect(() => {
    if (state.status !== 'done') return;
    if (isLoggedIn) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    else void navigate({ to: ROUTES.login, search: { notice: 'emailConfirmed' }, replace: true });
  }, [state.status, isLoggedIn, navigate, queryClient]);

  const title = intl.formatMessage(messages.confirmEmailTitle);
  if (token === undefined) {
    return (
      <AuthPage title={title}>
        <Alert tone="error">{intl.formatMessage(messages.linkMissing)}</Alert>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={title} focusKey={state.status}>
      {state.status === 'pending' || (state.status === 'done' && !isLoggedIn) ? (
        <Working text={intl.formatMessage(messages.confirmingEmail)} />
      ) : null}
      {state.status === 'done' && isLoggedIn ? (
        <>
          <Alert tone="success" live>
            {intl.formatMessage(messages.emailConfirmed)}
          </Alert>
          <p>
            <Link href={ROUTES.projects}>{intl.formatMessage(messages.continue)}</Link>
          </p>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <LinkFailure error={state.error} onRetry={retry} nextSteps={intl.formatMessage(messages.linkNextSteps)} />
      ) : null}
    </AuthPage>
  );
}
