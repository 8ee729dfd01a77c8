// /app/account/create-password (logged in): accounts from a mobile number or an identity token
// have no password; the "profile-fullfilled" guard sends them here when they also lack a residence
// country. PUT /freelancer/resetPassword without a current password sets the first one; then the
// user continues where the guards send them (onboarding, or the redirect, or the project search).
import { currentUserQuery, usePortal, useSession } from '@talent/app-context';
import { ROUTES, profileFulfilledRedirect } from '@talent/domain';
import { Alert, Link } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { AccountForm } from '../../components/AccountForm/AccountForm.tsx';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import { PasswordFields } from '../../components/PasswordFields/PasswordFields.tsx';
import { QueryFailure } from '../../components/QueryFailure/QueryFailure.tsx';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton.tsx';
import { Working } from '../../components/Working/Working.tsx';
import { submitErrors } from '../../errors.ts';
import { newPasswordForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { messages } from '../../messages.ts';
import { accountKeys, createPasswordMutation, hasPasswordQuery } from '../../queries.ts';

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
      {hasPassword.isError ? (
        <QueryFailure error={hasPassword.error} onRetry={() => void hasPassword.refetch()} />
      ) : null}
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
      {hasPassword.data === false ? <CreatePasswordForm redirect={redirect} /> : null}
    </AuthPage>
  );
}

function CreatePasswordForm({ redirect }: { readonly redirect: string | undefined }): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(createPasswordMutation(portal.api));
  const form = useForm({ password: '', confirmation: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!form.passes(await validateForm(intl, newPasswordForm(intl), form.values))) return;
    try {
      await create.mutateAsync(form.values.password);
      queryClient.setQueryData(accountKeys.hasPassword(), true);
      const user = await queryClient.fetchQuery({ ...currentUserQuery(portal.api), staleTime: 0 });
      const to = profileFulfilledRedirect(user, portal.tenant.config) ?? redirect ?? ROUTES.projects;
      await navigate({ to, replace: true });
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['password'], { newPassword: 'password' }));
    }
  };

  return (
    <AccountForm form={form} onSubmit={onSubmit}>
      <PasswordFields idPrefix="create" label={intl.formatMessage(messages.password)} fields={form.field} />
      <SubmitButton loading={create.isPending}>{intl.formatMessage(messages.createPasswordSubmit)}</SubmitButton>
    </AccountForm>
  );
}
