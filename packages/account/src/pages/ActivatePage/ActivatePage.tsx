// /app/account/activate?token=… (route app-account-activate): the link of the registration mail.
// GET /freelancer/activate answers ACTIVATED or ALREADY_ACTIVE and no tokens, so a visitor goes on
// to login with a notice; a user who is already logged in (the same browser) stays and continues.
// Expired (400) and used or unknown (401) links are explained with what to do next.
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
import { hasMessage } from '../../errors.ts';
import { useLinkAction } from '../../form/useLinkAction.ts';
import { messages } from '../../messages.ts';
import { activateMutation } from '../../queries.ts';
import { parseTokenSearch } from '../../search.ts';

export function ActivatePage(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = parseTokenSearch(useSearch({ strict: false }));
  const activate = useMutation(activateMutation(portal.api));
  const { state, retry } = useLinkAction(token, activate.mutateAsync);

  useEffect(() => {
    if (state.status !== 'done') return;
    if (isLoggedIn) {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return;
    }
    const notice = state.value === 'ALREADY_ACTIVE' ? 'alreadyActive' : 'activated';
    void navigate({ to: ROUTES.login, search: { notice }, replace: true });
  }, [state, isLoggedIn, navigate, queryClient]);

  const title = intl.formatMessage(messages.activateTitle);
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
        <Working text={intl.formatMessage(messages.activating)} />
      ) : null}
      {state.status === 'done' && isLoggedIn ? (
        <>
          <Alert tone="success" live>
            {intl.formatMessage(state.value === 'ALREADY_ACTIVE' ? messages.alreadyActive : messages.activated)}
          </Alert>
          <p>
            <Link href={ROUTES.projects}>{intl.formatMessage(messages.continue)}</Link>
          </p>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <LinkFailure
          error={state.error}
          onRetry={retry}
          nextSteps={intl.formatMessage(
            hasMessage(state.error, 'auth.linkExpired') ? messages.activateExpiredNext : messages.activateInvalidNext,
          )}
        />
      ) : null}
    </AuthPage>
  );
}
