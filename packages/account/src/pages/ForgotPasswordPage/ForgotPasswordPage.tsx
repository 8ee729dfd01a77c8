// /app/forgot-password: asks for a reset link (POST /forgotPassword/send). The answer is the same
// whether or not an account uses the address (the API always answers 202), so the page cannot
// be used to find out who is registered.
import { usePortal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Alert, Link } from '@talent/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { AccountForm } from '../../components/AccountForm/AccountForm.tsx';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import { EmailField } from '../../components/EmailField/EmailField.tsx';
import { ReCaptcha, useCaptcha } from '../../components/ReCaptcha/ReCaptcha.tsx';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton.tsx';
import { submitErrors } from '../../errors.ts';
import { EMAIL_RULES, rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { messages, ruleMessages } from '../../messages.ts';
import { forgotPasswordMutation } from '../../queries.ts';

export function ForgotPasswordPage(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const send = useMutation(forgotPasswordMutation(portal.api));
  const captcha = useCaptcha();
  const form = useForm({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const email = form.values.email.trim();
    const errors = await validateForm(intl, rulesForm(intl, { email: EMAIL_RULES }), { email });
    if (captcha.enabled && !captcha.token) errors['captcha'] = intl.formatMessage(ruleMessages.required);
    if (!form.passes(errors)) return;
    setSentTo(null);
    try {
      await send.mutateAsync({ email, ...(captcha.token ? { reCaptchaToken: captcha.token } : {}) });
      setSentTo(email);
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['email', 'captcha'], { reCaptchaToken: 'captcha' }));
    } finally {
      if (captcha.enabled) captcha.reset();
    }
  };

  return (
    <AuthPage title={intl.formatMessage(messages.forgotTitle)} intro={intl.formatMessage(messages.forgotIntro)}>
      <AccountForm form={form} onSubmit={onSubmit}>
        {sentTo ? (
          <Alert tone="success" live>
            {intl.formatMessage(messages.forgotSent, { email: sentTo })}
          </Alert>
        ) : null}
        <EmailField id="forgot-email" label={intl.formatMessage(messages.email)} field={form.field('email')} />
        {captcha.enabled ? <ReCaptcha id="forgot-captcha" {...captcha.widget} error={form.errors['captcha']} /> : null}
        <SubmitButton loading={send.isPending}>{intl.formatMessage(messages.forgotSubmit)}</SubmitButton>
      </AccountForm>
      <p>
        <Link href={ROUTES.login}>{intl.formatMessage(messages.backToLogin)}</Link>
      </p>
    </AuthPage>
  );
}
