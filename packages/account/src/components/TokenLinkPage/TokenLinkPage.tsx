// The page behind a mail link that does one thing with its token (activate, verify an address,
// confirm a new address): the action runs once as the page opens (`useLinkAction`: link tokens are
// single-use), a working line while it runs, the outcome, and an explained failure with a retry
// when the token may still be good. Afterwards a logged-in user's data is refreshed and they
// continue in the portal; a visitor either goes on to login with a notice (`loggedOutNotice`) or
// reads the outcome here with a link to login.
import type { TalentApi } from '@talent/api-client';
import { CURRENT_USER_KEY, usePortal, useSession } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Alert, Link } from '@talent/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useLinkAction } from '../../form/useLinkAction.ts';
import { messages } from '../../messages.ts';
import type { LoginNotice } from '../../search.ts';
import { AuthPage } from '../AuthPage/AuthPage.tsx';
import { LinkFailure } from '../LinkFailure/LinkFailure.tsx';
import { Working } from '../Working/Working.tsx';

/** Props of `TokenLinkPage`. */
export interface TokenLinkPageProps<T> {
  readonly title: string;
  /** The action with the link's token: a mutation factory of `queries.ts`. */
  readonly mutation: (api: TalentApi) => UseMutationOptions<T, Error, string>;
  /** Shown while the action runs (and while a visitor is sent on to login). */
  readonly workingText: string;
  /** The outcome, for the user who stays on the page. */
  readonly successText: (value: T) => string;
  /** Given: a visitor (not logged in) goes on to login with this notice instead of reading the outcome here. */
  readonly loggedOutNotice?: (value: T) => LoginNotice;
  /** What to do next after a failure that a retry cannot fix. */
  readonly nextSteps: (error: unknown) => string;
  /** The link's token, validated by the route (`parseTokenSearch`). */
  readonly token: string | undefined;
}

export function TokenLinkPage<T>({
  title,
  mutation,
  workingText,
  successText,
  loggedOutNotice,
  nextSteps,
  token,
}: TokenLinkPageProps<T>): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useMutation(mutation(portal.api));
  const { state, retry } = useLinkAction(token, action.mutateAsync);
  // The pages pass inline functions; the effect must run on the outcome, not on every render.
  const noticeRef = useRef(loggedOutNotice);
  useLayoutEffect(() => {
    noticeRef.current = loggedOutNotice;
  });
  const toLogin = loggedOutNotice !== undefined && !isLoggedIn;

  useEffect(() => {
    if (state.status !== 'done') return;
    if (isLoggedIn) {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return;
    }
    const notice = noticeRef.current?.(state.value);
    if (notice !== undefined) void navigate({ to: ROUTES.login, search: { notice }, replace: true });
  }, [state, isLoggedIn, navigate, queryClient]);

  if (token === undefined) {
    return (
      <AuthPage title={title}>
        <Alert tone="error">{intl.formatMessage(messages.linkMissing)}</Alert>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={title} focusKey={state.status}>
      {state.status === 'pending' || (state.status === 'done' && toLogin) ? <Working text={workingText} /> : null}
      {state.status === 'done' && !toLogin ? (
        <>
          <Alert tone="success" live>
            {successText(state.value)}
          </Alert>
          <p>
            <Link href={isLoggedIn ? ROUTES.projects : ROUTES.login}>
              {intl.formatMessage(isLoggedIn ? messages.continue : messages.goToLogin)}
            </Link>
          </p>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <LinkFailure error={state.error} onRetry={retry} nextSteps={nextSteps(state.error)} />
      ) : null}
    </AuthPage>
  );
}
