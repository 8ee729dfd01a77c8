// /social-callback: where an identity provider sends the browser back with an ID token in the URL
// fragment (see social.ts). The token logs in (POST /authorizeWith…Token); an identity no account
// uses yet (404 auth.notRegistered) can register here once the user accepts the terms (POST
// /freelancer/registerFrom…). Without configured providers the page says so.
import type { TokenResponse } from '@talent/api-client';
import { usePortal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Alert, Link } from '@talent/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { AccountForm } from '../../components/AccountForm/AccountForm.tsx';
import * as styles from '../../components/AuthPage/AuthPage.css.ts';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import { continueAfterIdentityLogin } from '../../continueAfterLogin.ts';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton.tsx';
import { TermsFields } from '../../components/TermsFields/TermsFields.tsx';
import { Working } from '../../components/Working/Working.tsx';
import { errorTexts, hasMessage } from '../../errors.ts';
import { rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { messages } from '../../messages.ts';
import { identityLoginMutation, identityRegisterMutation } from '../../queries.ts';
import { forgetSocialAttempt, providerName, readSocialResult, socialProviders } from '../../social.ts';
import type { SocialAttempt } from '../../social.ts';

type Step =
  | { readonly kind: 'working' }
  | { readonly kind: 'register' }
  | { readonly kind: 'device'; readonly channel: 'email' | 'mobileNumber' }
  | { readonly kind: 'failed'; readonly text: string };

export function SocialCallbackPage(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const providers = socialProviders(portal.tenant.config.freelancerLogin);
  const [result] = useState(() => readSocialResult(window.location.hash, sessionStorage));
  const title = intl.formatMessage(messages.socialCallbackTitle);

  let content: ReactElement;
  if (providers.length === 0) {
    content = (
      <Alert tone="info">
        {intl.formatMessage(messages.socialNotConfigured, { name: portal.tenant.context.name })}
      </Alert>
    );
  } else if (result.kind === 'token' && providers.some((p) => p.id === result.attempt.provider)) {
    return <TokenLogin idToken={result.idToken} attempt={result.attempt} />;
  } else {
    content = (
      <Alert tone="error">
        {intl.formatMessage(result.kind === 'error' ? messages.socialCancelled : messages.socialNoResult)}
      </Alert>
    );
  }
  return (
    <AuthPage title={title}>
      {content}
      <p>
        <Link href={ROUTES.login}>{intl.formatMessage(messages.goToLogin)}</Link>
      </p>
    </AuthPage>
  );
}

function TokenLogin({ idToken, attempt }: { readonly idToken: string; readonly attempt: SocialAttempt }): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useMutation(identityLoginMutation(portal.api));
  const register = useMutation(identityRegisterMutation(portal.api));
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const started = useRef(false);
  const provider = providerName(attempt.provider);
  const form = useForm({ termsAccepted: false, privacyAccepted: false });

  const finish = useCallback(
    async (tokens: TokenResponse) => {
      const incomplete = await continueAfterIdentityLogin(portal, queryClient, tokens, attempt.redirect);
      if (incomplete) await navigate({ to: incomplete, replace: true });
    },
    [portal, queryClient, attempt.redirect, navigate],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetSocialAttempt(sessionStorage);
    // The ID token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    login
      .mutateAsync({ provider: attempt.provider, body: { idToken, actorDeviceUUID: portal.browserUuid() } })
      .then(async (outcome) => {
        if (outcome.kind === 'device') setStep({ kind: 'device', channel: outcome.pending.channel });
        else await finish(outcome.tokens);
      })
      .catch((error: unknown) => {
        if (hasMessage(error, 'auth.notRegistered')) setStep({ kind: 'register' });
        else setStep({ kind: 'failed', text: errorTexts(intl, error).join(' ') });
      });
  }, [login, attempt.provider, idToken, portal, finish, intl]);

  const onRegister = async (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const errors = await validateForm(
      intl,
      rulesForm(intl, { termsAccepted: 'required', privacyAccepted: 'required' }),
      form.values,
    );
    if (!form.passes(errors)) return;
    try {
      const tokens = await register.mutateAsync({
        provider: attempt.provider,
        body: {
          idToken,
          locale: portal.locale,
          termsAccepted: true,
          privacyAccepted: true,
          actorDeviceUUID: portal.browserUuid(),
        },
      });
      await finish(tokens);
    } catch (error) {
      form.fail({}, errorTexts(intl, error));
    }
  };

  const registering = step.kind === 'register';
  return (
    <AuthPage
      title={intl.formatMessage(registering ? messages.socialRegisterTitle : messages.socialCallbackTitle)}
      focusKey={step.kind}
    >
      {step.kind === 'working' ? <Working text={intl.formatMessage(messages.loggingIn)} /> : null}
      {step.kind === 'device' ? (
        <Alert tone="info" live>
          {intl.formatMessage(step.channel === 'email' ? messages.devicePendingEmail : messages.devicePendingMobile)}
        </Alert>
      ) : null}
      {step.kind === 'failed' ? (
        <>
          <Alert tone="error" live>
            {step.text}
          </Alert>
          <p>
            <Link href={ROUTES.login}>{intl.formatMessage(messages.goToLogin)}</Link>
          </p>
        </>
      ) : null}
      {registering ? (
        <AccountForm
          form={form}
          onSubmit={onRegister}
          lead={<p className={styles.intro}>{intl.formatMessage(messages.socialRegisterIntro, { provider })}</p>}
        >
          <TermsFields idPrefix="social" values={form.values} errors={form.errors} onChange={form.setValue} />
          <SubmitButton loading={register.isPending}>{intl.formatMessage(messages.socialRegisterSubmit)}</SubmitButton>
        </AccountForm>
      ) : null}
    </AuthPage>
  );
}
