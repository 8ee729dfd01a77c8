// /app/account/create-password (logged in): accounts from a mobile number or an identity token
// have no password; the "profile-fullfilled" guard sends them here when they also lack a residence
// country. PUT /freelancer/resetPassword without a current password sets the first one; then the
// user continues where the guards send them (onboarding, or the redirect, or the project search).
import { currentUserQuery, usePortal, useSession } from '@talent/app-context';
import { ROUTES, profileFulfilledRedirect } from '@talent/domain';
import { Alert, Button, Link, TextField } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../../components/AuthPage.css.ts';
import { AuthPage } from '../../components/AuthPage.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { Working } from '../../components/Working.tsx';
import { errorTexts, fieldErrorTexts } from '../../errors.ts';
import { PASSWORD_RULES, rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { apiMessages, messages } from '../../messages.ts';
import { accountKeys, createPasswordMutation, hasPasswordQuery } from '../../queries.ts';
import { parseRedirectSearch } from '../../search.ts';

export function CreatePasswordPage(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { user } = useSession();
  const hasPassword = useQuery(hasPasswordQuery(portal.api));
  const { redirect } = parseRedirectSearch(useSearch({ strict: false }));
  const next = (user && profileFulfilledRedirect(user, portal.tenant.config)) ?? redirect ?? ROUTES.projects;

  return (
    <AuthPage
      title={intl.formatMessage(messages.createPasswordTitle)}
      intro={hasPassword.data === false ? intl.formatMessage(messages.createPasswordIntro) : undefined}
    >
      {hasPassword.isPending ? <Working text={intl.formatMessage(messages.working)} /> : null}
      {hasPassword.isError ? (
        <Alert tone="error">
          {errorTexts(intl, hasPassword.error).join(' ')}{' '}
          <Button variant="ghost" size="small" onClick={() => void hasPassword.refetch()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Alert>
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
    const errors = await validateForm(
      intl,
      rulesForm(
        intl,
        { password: PASSWORD_RULES, confirmation: 'required|confirmed:password' },
        intl.formatMessage(apiMessages['validation.passwordLettersAndDigits']!),
      ),
      form.values,
    );
    if (Object.keys(errors).length > 0) {
      form.fail(errors);
      return;
    }
    form.clear();
    try {
      await create.mutateAsync(form.values.password);
      queryClient.setQueryData(accountKeys.hasPassword, true);
      const user = await queryClient.fetchQuery({ ...currentUserQuery(portal.api), staleTime: 0 });
      const to = profileFulfilledRedirect(user, portal.tenant.config) ?? redirect ?? ROUTES.projects;
      await navigate({ to, replace: true });
    } catch (error) {
      const fields = fieldErrorTexts(intl, error, ['password'], { newPassword: 'password' });
      form.fail(fields.byField, [...errorTexts(intl, error), ...fields.unknown]);
    }
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form}>
      <FormAlert messages={form.formErrors} alertRef={form.alertRef} />
      <TextField
        id="create-password"
        label={intl.formatMessage(messages.password)}
        hint={intl.formatMessage(messages.passwordHint)}
        type="password"
        autoComplete="new-password"
        required
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        {...(form.errors['password'] ? { error: form.errors['password'] } : {})}
      />
      <TextField
        id="create-confirmation"
        label={intl.formatMessage(messages.confirmPassword)}
        type="password"
        autoComplete="new-password"
        required
        value={form.values.confirmation}
        onChange={(event) => form.setValue('confirmation', event.target.value)}
        {...(form.errors['confirmation'] ? { error: form.errors['confirmation'] } : {})}
      />
      <div>
        <Button type="submit" loading={create.isPending}>
          {intl.formatMessage(messages.createPasswordSubmit)}
        </Button>
      </div>
    </form>
  );
}
