// /app/account/forgotPassword?token=… (route app-account-forgotPassword): the link of the reset
// mail. The route sends visitors without a token to login (domain `tokenRouteRedirect`). A new
// password (twice) is set with PUT /freelancer/resetForgotPassword; then login says it worked. An
// expired (400) or used/unknown (401) link is explained with a way to ask for a new one.
import { usePortal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Alert, Button, Link, TextField } from '@talent/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../../components/AuthPage.css.ts';
import { AuthPage } from '../../components/AuthPage.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { errorTexts, fieldErrorTexts, hasMessage } from '../../errors.ts';
import { PASSWORD_RULES, rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { apiMessages, messages } from '../../messages.ts';
import { resetForgotPasswordMutation } from '../../queries.ts';
import { parseTokenSearch } from '../../search.ts';

const LINK_ERRORS = ['auth.linkExpired', 'auth.linkInvalid', 'auth.linkNotFound'];

export function ResetPasswordPage(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const navigate = useNavigate();
  const { token } = parseTokenSearch(useSearch({ strict: false }));
  const reset = useMutation(resetForgotPasswordMutation(portal.api));
  const form = useForm({ password: '', confirmation: '' });
  const [deadLink, setDeadLink] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || token === undefined) return;
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
      await reset.mutateAsync({ token, password: form.values.password });
      await navigate({ to: ROUTES.login, search: { notice: 'passwordReset' }, replace: true });
    } catch (error) {
      if (LINK_ERRORS.some((id) => hasMessage(error, id))) {
        setDeadLink(errorTexts(intl, error).join(' '));
        return;
      }
      const fields = fieldErrorTexts(intl, error, ['password']);
      form.fail(fields.byField, [...errorTexts(intl, error), ...fields.unknown]);
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
      <form ref={form.formRef} noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form}>
        <FormAlert messages={form.formErrors} alertRef={form.alertRef} />
        <TextField
          id="reset-password"
          label={intl.formatMessage(messages.newPassword)}
          hint={intl.formatMessage(messages.passwordHint)}
          type="password"
          autoComplete="new-password"
          required
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          {...(form.errors['password'] ? { error: form.errors['password'] } : {})}
        />
        <TextField
          id="reset-confirmation"
          label={intl.formatMessage(messages.confirmPassword)}
          type="password"
          autoComplete="new-password"
          required
          value={form.values.confirmation}
          onChange={(event) => form.setValue('confirmation', event.target.value)}
          {...(form.errors['confirmation'] ? { error: form.errors['confirmation'] } : {})}
        />
        <div>
          <Button type="submit" loading={reset.isPending}>
            {intl.formatMessage(messages.resetSubmit)}
          </Button>
        </div>
      </form>
    </AuthPage>
  );
}
