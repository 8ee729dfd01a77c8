// /app/login (spec §2): email and password, a one-time login link by email, identity providers
// when the tenant has any, and the landing of the links the server mails: a one-time link
// (`?otl=<token>`) and a device confirmation (`?urlToken=<token>`) log in here. A failed link
// comes back as `?otl=EXPIRED|INVALID` (domain `otlErrorFromStatus`) and is explained.
import type { TokenResponse } from '@talent/api-client';
import { usePortal } from '@talent/app-context';
import { ROUTES, isMobileRequired, otlErrorFromStatus } from '@talent/domain';
import { Alert, Link, TextField } from '@talent/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { AccountForm } from '../../components/AccountForm/AccountForm.tsx';
import * as styles from '../../components/AuthPage/AuthPage.css.ts';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import { EmailField } from '../../components/EmailField/EmailField.tsx';
import { ReCaptcha, useCaptcha } from '../../components/ReCaptcha/ReCaptcha.tsx';
import { SocialButtons } from '../../components/SocialButtons/SocialButtons.tsx';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton.tsx';
import { Working } from '../../components/Working/Working.tsx';
import { errorStatus, hasMessage, submitErrors } from '../../errors.ts';
import { EMAIL_RULES, rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { messages, ruleMessages } from '../../messages.ts';
import { loginMutation, oneTimeLinkMutation, otlLoginMutation, urlTokenLoginMutation } from '../../queries.ts';
import { otlError, otlRedirectPath } from '../../search.ts';
import type { LoginNotice, LoginSearch } from '../../search.ts';

const NOTICES: Record<LoginNotice, MessageDescriptor> = {
  passwordReset: messages.noticePasswordReset,
  activated: messages.noticeActivated,
  alreadyActive: messages.noticeAlreadyActive,
  emailConfirmed: messages.noticeEmailConfirmed,
  accountDeleted: messages.noticeAccountDeleted,
};

/** Props of `LoginPage`. */
export interface LoginPageProps {
  /** The URL's search, validated by the route (`parseLoginSearch`). */
  readonly search: LoginSearch;
}

export function LoginPage({ search }: LoginPageProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const navigate = useNavigate();
  const { redirect } = search;
  const failedLink = otlError(search.otl);
  const linkToken = search.otl !== undefined && failedLink === undefined ? search.otl : undefined;
  const urlToken = search.urlToken;

  const otlLogin = useMutation(otlLoginMutation(portal.api));
  const urlLogin = useMutation(urlTokenLoginMutation(portal.api));
  const exchanged = useRef<string | null>(null);
  const exchangeToken = linkToken ?? urlToken;

  // A link from a mail logs in once: the token is single-use, so it is sent exactly once.
  useEffect(() => {
    if (exchangeToken === undefined || exchanged.current === exchangeToken) return;
    exchanged.current = exchangeToken;
    const actorDeviceUUID = portal.browserUuid();
    const exchange: Promise<TokenResponse> = linkToken
      ? otlLogin.mutateAsync({ otlToken: linkToken, actorDeviceUUID })
      : urlLogin.mutateAsync({ urlToken: exchangeToken, actorDeviceUUID });
    exchange.then(
      (tokens) => portal.signIn(tokens, { redirect }),
      (error: unknown) => {
        const failure = hasMessage(error, 'auth.accountDeactivated')
          ? { reason: 'deactivated' as const }
          : { otl: otlErrorFromStatus(errorStatus(error)) };
        void navigate({ to: ROUTES.login, search: { ...failure, ...(redirect && { redirect }) }, replace: true });
      },
    );
  }, [exchangeToken, linkToken, otlLogin, urlLogin, portal, redirect, navigate]);

  if (exchangeToken !== undefined) {
    return (
      <AuthPage title={intl.formatMessage(messages.loginTitle)}>
        <Working text={intl.formatMessage(messages.loggingIn)} />
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={intl.formatMessage(messages.loginTitle)}
      intro={intl.formatMessage(messages.loginIntro, { name: portal.tenant.context.name })}
    >
      {search.reason === 'deactivated' ? (
        <Alert tone="warning">{intl.formatMessage(messages.deactivated)}</Alert>
      ) : null}
      {search.notice ? (
        <Alert tone="success" live>
          {intl.formatMessage(NOTICES[search.notice])}
        </Alert>
      ) : null}
      {failedLink ? (
        <Alert tone="error" live>
          {intl.formatMessage(failedLink === 'EXPIRED' ? messages.otlExpired : messages.otlInvalid)}
        </Alert>
      ) : null}
      <PasswordLoginForm redirect={redirect} />
      <OneTimeLinkForm redirect={redirect} />
      <SocialButtons redirect={redirect} />
      <ul className={styles.links}>
        <li>
          <Link href={ROUTES.forgotPassword}>{intl.formatMessage(messages.forgotPasswordLink)}</Link>
        </li>
        {isMobileRequired(portal.tenant.config) ? (
          <li>
            <Link href={ROUTES.mobileActivation}>{intl.formatMessage(messages.mobileLoginLink)}</Link>
          </li>
        ) : null}
        <li>
          {intl.formatMessage(messages.noAccount)}{' '}
          <Link href={ROUTES.signup}>{intl.formatMessage(messages.signupLink)}</Link>
        </li>
      </ul>
    </AuthPage>
  );
}

function PasswordLoginForm({ redirect }: { readonly redirect: string | undefined }): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const login = useMutation(loginMutation(portal.api));
  const captcha = useCaptcha();
  const form = useForm({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [device, setDevice] = useState<'email' | 'mobileNumber' | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = await validateForm(
      intl,
      rulesForm(intl, { email: EMAIL_RULES, password: 'required|max:128' }),
      form.values,
    );
    if (captcha.enabled && !captcha.token) errors['captcha'] = intl.formatMessage(ruleMessages.required);
    if (!form.passes(errors)) return;
    setDevice(null);
    setBusy(true);
    try {
      const result = await login.mutateAsync({
        email: form.values.email.trim(),
        password: form.values.password,
        actorDeviceUUID: portal.browserUuid(),
        ...(captcha.token ? { reCaptchaToken: captcha.token } : {}),
      });
      if (result.kind === 'device') {
        setDevice(result.pending.channel);
        setBusy(false);
        return;
      }
      await portal.signIn(result.tokens, { redirect });
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['email', 'password', 'captcha'], { reCaptchaToken: 'captcha' }));
      setBusy(false);
    } finally {
      if (captcha.enabled) captcha.reset();
    }
  };

  return (
    <AccountForm form={form} onSubmit={onSubmit}>
      {device ? (
        <Alert tone="info" live>
          {intl.formatMessage(device === 'email' ? messages.devicePendingEmail : messages.devicePendingMobile)}
        </Alert>
      ) : null}
      <EmailField
        id="login-email"
        label={intl.formatMessage(messages.email)}
        autoComplete="username"
        field={form.field('email')}
      />
      <TextField
        id="login-password"
        label={intl.formatMessage(messages.password)}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      {captcha.enabled ? <ReCaptcha id="login-captcha" {...captcha.widget} error={form.errors['captcha']} /> : null}
      <SubmitButton loading={busy}>{intl.formatMessage(messages.loginSubmit)}</SubmitButton>
    </AccountForm>
  );
}

function OneTimeLinkForm({ redirect }: { readonly redirect: string | undefined }): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const request = useMutation(oneTimeLinkMutation(portal.api));
  const form = useForm({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!form.passes(await validateForm(intl, rulesForm(intl, { email: EMAIL_RULES }), form.values))) return;
    setSentTo(null);
    const email = form.values.email.trim();
    const redirectPath = otlRedirectPath(redirect);
    try {
      await request.mutateAsync({ email, ...(redirectPath !== undefined && { redirectPath }) });
      setSentTo(email);
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['email']));
    }
  };

  return (
    <section aria-labelledby="account-otl" className={styles.section}>
      <h2 id="account-otl" className={styles.sectionHeading}>
        {intl.formatMessage(messages.otlTitle)}
      </h2>
      <p className={styles.intro}>{intl.formatMessage(messages.otlIntro)}</p>
      <AccountForm form={form} onSubmit={onSubmit}>
        {sentTo ? (
          <Alert tone="success" live>
            {intl.formatMessage(messages.otlSent, { email: sentTo })}
          </Alert>
        ) : null}
        <EmailField id="otl-email" label={intl.formatMessage(messages.otlEmail)} field={form.field('email')} />
        <SubmitButton variant="secondary" loading={request.isPending}>
          {intl.formatMessage(messages.otlSubmit)}
        </SubmitButton>
      </AccountForm>
    </section>
  );
}
