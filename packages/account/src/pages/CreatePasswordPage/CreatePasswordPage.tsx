// /app/account/create-password (logged in): accounts from a mobile number or an identity token
// have no password; the "profile-fullfilled" guard sends them here when they also lack a residence
// country. PUT /freelancer/resetPassword without a current password sets the first one; then the
// user continues where the guards send them (onboarding, or the redirect, or the project search).
import { currentUserQuery, usePortal, useSession } from '@talent/app-context';
import { ROUTES, profileFulfilledRedirect } from '@talent/domain';
import { Alert, Link, LoadFailure } from '@talent/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import { CreatePasswordForm } from '../../components/CreatePasswordForm/CreatePasswordForm.tsx';
import { Working } from '../../components/Working/Working.tsx';
import { loadFailureProps } from '../../loadFailure.ts';
import { messages } from '../../messages.ts';
import { hasPasswordQuery } from '../../queries.ts';

/** Props of `CreatePasswordPage`: where to continue afterwards, validated by the route (`parseRedirectSearch`). */
export interface CreatePasswordPageProps {
  /** An internal path to continue to; none: the default next page. */
  readonly redirect?: string | undefined;
}

export function CreatePasswordPage({ redirect }: CreatePasswordPageProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { user } = useSession();
  const hasPassword = useQuery(hasPasswordQuery(portal.api));
  const next = (user && profileFulfilledRedirect(user, portal.tenant.config)) ?? redirect ?? ROUTES.projects;

  return (
    <AuthPage
      title={intl.formatMessage(messages.createPasswordTitle)}
      intro={hasPassword.data === false ? intl.formatMessage(messages.createPasswordIntro) : undefined}
    >
      {hasPassword.isPending ? <Working text={intl.formatMessage(messages.working)} /> : null}
      {hasPassword.isError ? <LoadFailure {...loadFailureProps(intl, hasPassword)} /> : null}
      {hasPassword.data === true ? (
        <>
          <Alert tone="info">{intl.formatMessage(messages.hasPasswordAlready)}</Alert>
          <p>
            <Link href={next === ROUTES.createPassword ? ROUTES.projects : next}>
              {intl.formatMessage(messages.continue)}
            </Link>
          </p>
        </>
      ) : null}
      {hasPassword.data === false ? <CreateAndContinue redirect={redirect} /> : null}
    </AuthPage>
  );
}

/** The form, continuing where the guards send the user once the password is saved. */
function CreateAndContinue({ redirect }: { readonly redirect: string | undefined }): ReactElement {
  const portal = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <CreatePasswordForm
      idPrefix="create"
      onCreated={async () => {
        const user = await queryClient.fetchQuery({ ...currentUserQuery(portal.api), staleTime: 0 });
        const to = profileFulfilledRedirect(user, portal.tenant.config) ?? redirect ?? ROUTES.projects;
        await navigate({ to, replace: true });
      }}
    />
  );
}
