// /app/account/forgotPassword?token=… (route app-account-forgotPassword): the link of the reset
// mail. The route sends visitors without a token to login (domain `tokenRouteRedirect`). A new
// password (twice) is set with PUT /freelancer/resetForgotPassword; then login says it worked. An
// expired (400) or used/unknown (401) link is explained with a way to ask for a new one.
import { usePortal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Alert, Link } from '@talent/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { AccountForm } from '../../components/AccountForm/AccountForm.tsx';
import * as styles from '../../components/AuthPage/AuthPage.css.ts';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import { PasswordFields } from '../../components/PasswordFields/PasswordFields.tsx';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton.tsx';
import { errorTexts, hasMessage, submitErrors } from '../../errors.ts';
import { newPasswordForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { messages } from '../../messages.ts';
import { resetForgotPasswordMutation } from '../../queries.ts';

const LINK_ERRORS = ['auth.linkExpired', 'auth.linkInvalid', 'auth.linkNotFound'];

/** Props of `ResetPasswordPage`: the `token` of the mail link's URL, validated by the route (`parseTokenSearch`). */
export interface ResetPasswordPageProps {
  /** The link's token; none shows the dead-link explanation. */
  readonly token?: string | undefined;
}

export function ResetPasswordPage({ token }: ResetPasswordPageProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const navigate = useNavigate();
  const reset = useMutation(resetForgotPasswordMutation(portal.api));
  const form = useForm({ password: '', confirmation: '' });
  const [deadLink, setDeadLink] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || token === undefined) return;
    if (!form.passes(await validateForm(intl, newPasswordForm(intl), form.values))) return;
    try {
      await reset.mutateAsync({ token, password: form.values.password });
      await navigate({ to: ROUTES.login, search: { notice: 'passwordReset' }, replace: true });
    } catch (error) {
      if (LINK_ERRORS.some((id) => hasMessage(error, id))) {
        setDeadLink(errorTexts(intl, error).join(' '));
        return;
      }
      form.fail(...submitErrors(intl, error, ['password']));
    }
  };

  if (token === undefined || deadLink !== null) {
    return (
      <AuthPage title={intl.formatMessage(messages.resetTitle)} focusKey={deadLink ?? 'missing'}>
        <Alert tone="error" live>
          {deadLink ?? intl.formatMessage(messages.linkMissing)}
        </Alert>
        <ul className={styles.links}>
          <li>
            <Link href={ROUTES.forgotPassword}>{intl.formatMessage(messages.requestNewLink)}</Link>
          </li>
          <li>
            <Link href={ROUTES.login}>{intl.formatMessage(messages.backToLogin)}</Link>
          </li>
        </ul>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={intl.formatMessage(messages.resetTitle)} focusKey="form">
      <AccountForm form={form} onSubmit={onSubmit}>
        <PasswordFields idPrefix="reset" label={intl.formatMessage(messages.newPassword)} fields={form.field} />
        <SubmitButton loading={reset.isPending}>{intl.formatMessage(messages.resetSubmit)}</SubmitButton>
      </AccountForm>
    </AuthPage>
  );
}
