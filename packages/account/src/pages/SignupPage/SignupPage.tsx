// /app/signup (spec §2, §5): the fields of the contract's Registration. Client rules before the
// call: required names, a well-formed email that is not registered yet (uniqueEmail: any failure
// of the check counts as "in use"), special characters only where the tenant allows them, a strong
// password, a valid mobile number where the tenant verifies mobile numbers, both agreements, and
// reCAPTCHA where enabled. Success shows "check your email" for the address, with a resend.
import { usePortal } from '@talent/app-context';
import { ROUTES, isMobileRequired, specialChars, uniqueEmail, validPhone } from '@talent/domain';
import type { PhoneValue } from '@talent/domain';
import { Alert, Button, Checkbox, Link } from '@talent/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { AccountForm } from '../../components/AccountForm/AccountForm.tsx';
import * as styles from '../../components/AuthPage/AuthPage.css.ts';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import { EmailField } from '../../components/EmailField/EmailField.tsx';
import { MobileNumberField } from '../../components/MobileNumberField/MobileNumberField.tsx';
import { NameFields } from '../../components/NameFields/NameFields.tsx';
import { NewPasswordField } from '../../components/PasswordFields/PasswordFields.tsx';
import { ReCaptcha, useCaptcha } from '../../components/ReCaptcha/ReCaptcha.tsx';
import { SocialButtons } from '../../components/SocialButtons/SocialButtons.tsx';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton.tsx';
import { TermsFields } from '../../components/TermsFields/TermsFields.tsx';
import { errorTexts, hasMessage, submitErrors } from '../../errors.ts';
import {
  EMAIL_RULES,
  NAME_RULES,
  PASSWORD_RULES,
  passwordRuleText,
  requiredNumber,
  rulesForm,
  validateForm,
} from '../../form/rules.ts';
import type { FieldCheck } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { messages, ruleMessages } from '../../messages.ts';
import { emailExists, registerMutation, resendActivationMutation } from '../../queries.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone', 'termsAccepted', 'privacyAccepted', 'captcha'];
/** Request paths of the API's field errors → the form's fields. */
const FIELD_PATHS = { 'phone.number': 'phone', 'phone.countryCode': 'phone', reCaptchaToken: 'captcha' };

interface Registered {
  readonly email: string;
  readonly password: string;
}

export function SignupPage(): ReactElement {
  const intl = useIntl();
  const [registered, setRegistered] = useState<Registered | null>(null);
  return (
    <AuthPage
      title={intl.formatMessage(registered ? messages.checkEmailTitle : messages.signupTitle)}
      focusKey={registered ? 'sent' : 'form'}
    >
      {registered ? <CheckEmail registered={registered} /> : <SignupForm onRegistered={setRegistered} />}
    </AuthPage>
  );
}

function SignupForm({ onRegistered }: { readonly onRegistered: (registered: Registered) => void }): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { config, context } = portal.tenant;
  const withMobile = isMobileRequired(config);
  const register = useMutation(registerMutation(portal.api));
  const captcha = useCaptcha();
  const form = useForm({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    phone: { number: '', countryCode: '' },
    termsAccepted: false,
    privacyAccepted: false,
    subscribed: false,
  });
  const [busy, setBusy] = useState(false);
  const { setValue } = form;
  const setPhone = useCallback((phone: PhoneValue) => setValue('phone', phone), [setValue]);

  const validate = async (values: typeof form.values) => {
    const schema = rulesForm(
      intl,
      {
        firstName: NAME_RULES,
        lastName: NAME_RULES,
        email: EMAIL_RULES,
        password: PASSWORD_RULES,
        termsAccepted: 'required',
        privacyAccepted: 'required',
      },
      passwordRuleText(intl),
    );
    const checks: Record<string, FieldCheck> = {
      // Special characters are checked only where the tenant forbids them (`emailSpecialCharacters: false`).
      email: v.pipeAsync(
        v.string(),
        ...(config.emailSpecialCharacters ? [] : [specialChars]),
        uniqueEmail((email) => emailExists(portal.api, email)),
      ),
      ...(withMobile && {
        phone: v.pipe(v.object({ number: v.string(), countryCode: v.string() }), requiredNumber(intl), validPhone),
      }),
    };
    const errors = await validateForm(intl, schema, values, checks);
    if (captcha.enabled && !captcha.token) errors['captcha'] = intl.formatMessage(ruleMessages.required);
    return errors;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const values = {
      ...form.values,
      email: form.values.email.trim(),
      firstName: form.values.firstName.trim(),
      lastName: form.values.lastName.trim(),
    };
    try {
      if (!form.passes(await validate(values))) return;
      await register.mutateAsync({
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        locale: portal.locale,
        termsAccepted: true,
        privacyAccepted: true,
        subscribed: values.subscribed,
        actorDeviceUUID: portal.browserUuid(),
        ...(withMobile && { phone: { number: values.phone.number.trim(), countryCode: values.phone.countryCode } }),
        ...(captcha.token ? { reCaptchaToken: captcha.token } : {}),
      });
      onRegistered({ email: values.email, password: values.password });
    } catch (error) {
      form.fail(...submitErrors(intl, error, FIELDS, FIELD_PATHS));
      if (captcha.enabled) captcha.reset();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={styles.intro}>{intl.formatMessage(messages.signupIntro, { name: context.name })}</p>
      <AccountForm form={form} onSubmit={onSubmit}>
        <NameFields idPrefix="signup" firstName={form.field('firstName')} lastName={form.field('lastName')} />
        <EmailField id="signup-email" label={intl.formatMessage(messages.email)} field={form.field('email')} />
        <NewPasswordField
          id="signup-password"
          label={intl.formatMessage(messages.password)}
          field={form.field('password')}
        />
        {withMobile ? (
          <MobileNumberField
            id="signup-phone"
            required
            value={form.values.phone}
            onChange={setPhone}
            error={form.errors['phone']}
          />
        ) : null}
        <TermsFields idPrefix="signup" values={form.values} errors={form.errors} onChange={form.setValue} />
        <Checkbox
          id="signup-subscribed"
          label={intl.formatMessage(messages.subscribe)}
          checked={form.values.subscribed}
          onChange={(event) => form.setValue('subscribed', event.target.checked)}
        />
        {captcha.enabled ? <ReCaptcha id="signup-captcha" {...captcha.widget} error={form.errors['captcha']} /> : null}
        <SubmitButton loading={busy}>{intl.formatMessage(messages.signupSubmit)}</SubmitButton>
      </AccountForm>
      <SocialButtons />
      <p>
        {intl.formatMessage(messages.haveAccount)}{' '}
        <Link href={ROUTES.login}>{intl.formatMessage(messages.loginLink)}</Link>
      </p>
    </>
  );
}

function CheckEmail({ registered }: { readonly registered: Registered }): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const resend = useMutation(resendActivationMutation(portal.api));
  const [result, setResult] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);

  const onResend = async () => {
    setResult(null);
    try {
      const outcome = await resend.mutateAsync({
        email: registered.email,
        password: registered.password,
        actorDeviceUUID: portal.browserUuid(),
      });
      setResult(
        outcome === 'sent'
          ? { tone: 'success', text: intl.formatMessage(messages.resent, { email: registered.email }) }
          : { tone: 'info', text: intl.formatMessage(messages.resendUnavailable) },
      );
    } catch (error) {
      if (hasMessage(error, 'auth.alreadyActive')) {
        setResult({ tone: 'info', text: intl.formatMessage(messages.resendAlreadyActive) });
      } else if (hasMessage(error, 'validation.recaptcha')) {
        // The tenant asks for reCAPTCHA on every login; from here only a normal login can pass it.
        setResult({ tone: 'info', text: intl.formatMessage(messages.resendUnavailable) });
      } else {
        setResult({ tone: 'error', text: errorTexts(intl, error).join(' ') });
      }
    }
  };

  return (
    <>
      <p>{intl.formatMessage(messages.checkEmailBody, { email: registered.email })}</p>
      <p className={styles.intro}>{intl.formatMessage(messages.checkEmailSpam)}</p>
      {result ? (
        <Alert tone={result.tone} live>
          {result.text}
        </Alert>
      ) : null}
      <div className={styles.row}>
        <Button variant="secondary" loading={resend.isPending} onClick={() => void onResend()}>
          {intl.formatMessage(messages.resend)}
        </Button>
        <Link href={ROUTES.login}>{intl.formatMessage(messages.goToLogin)}</Link>
      </div>
    </>
  );
}
