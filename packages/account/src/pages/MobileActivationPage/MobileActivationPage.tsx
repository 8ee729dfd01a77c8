// /app/mobile-activation/{number?}: logging in with an SMS code (spec §1 "mobile token"). Step 1
// asks for the number and sends a code (PUT /freelancer/resetPhoneCode, always 202, so it does not
// reveal which numbers have accounts); step 2 logs in with the 6-digit code (POST
// /authorizeWithMobileToken). With a number in the path (e.g. right after a phone registration),
// the number is filled in and, if a code for it is still valid (POST /freelancer/phoneCode/expiry),
// the page goes straight to the code.
import type { Schema } from '@talent/api-client';
import { countriesQuery, usePortal } from '@talent/app-context';
import { ROUTES, isMobileRequired, mobileCountries, validPhone } from '@talent/domain';
import type { MobileCountry, PhoneValue } from '@talent/domain';
import { Alert, Button, Link, TextField } from '@talent/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { AccountForm } from '../../components/AccountForm/AccountForm.tsx';
import * as styles from '../../components/AuthPage/AuthPage.css.ts';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import { MobileNumberField } from '../../components/MobileNumberField/MobileNumberField.tsx';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton.tsx';
import { errorTexts, hasMessage, submitErrors } from '../../errors.ts';
import { requiredNumber, rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { messages, ruleMessages } from '../../messages.ts';
import { mobileLoginMutation, phoneCodeExpiry, sendPhoneCodeMutation } from '../../queries.ts';

/** Field errors of the code step that belong to the code. */
const CODE_ERRORS = ['auth.phoneCodeInvalid', 'auth.phoneCodeAttemptsExceeded'];

/**
 * The phone of a path like `/app/mobile-activation/+4915112345678` (or without the plus): the
 * international number and the offered country whose calling code starts it (longest code first;
 * among equal codes the tenant's order decides).
 */
export function phoneFromPath(param: string | undefined, countries: readonly MobileCountry[]): PhoneValue | undefined {
  if (!param) return undefined;
  let digits: string;
  try {
    digits = decodeURIComponent(param).replace(/[^\d]/g, '');
  } catch {
    return undefined;
  }
  if (digits.length < 6) return undefined;
  const byCodeLength = [...countries].sort((a, b) => b.callingCode.length - a.callingCode.length);
  const country = byCodeLength.find((c) => digits.startsWith(c.callingCode));
  return country ? { number: `+${digits}`, countryCode: country.iso2 } : undefined;
}

type Expiry = Schema<'PhoneCodeExpiry'>;
/** The code step knows whether it just sent a code or found one still valid. */
type Step = { readonly kind: 'phone' } | { readonly kind: 'code'; readonly expiry: Expiry; readonly live: boolean };

/** Props of `MobileActivationPage`: what the route read from its URL. */
export interface MobileActivationPageProps {
  /** The `{number}` of the path: a mobile number to start with. */
  readonly number?: string | undefined;
  /** Where to continue after the login, validated by the route (`parseRedirectSearch`). */
  readonly redirect?: string | undefined;
}

export function MobileActivationPage({ number: pathNumber, redirect }: MobileActivationPageProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { context, config } = portal.tenant;
  const [phone, setPhone] = useState<PhoneValue>({ number: '', countryCode: '' });
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const title = intl.formatMessage(messages.mobileTitle);

  const countries = useQuery(countriesQuery(portal.api, portal.locale));
  const offered = useMemo(
    () => mobileCountries(countries.data ?? [], config.mobileCountriesSettings, portal.locale),
    [countries.data, config.mobileCountriesSettings, portal.locale],
  );
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || offered.length === 0) return;
    prefilled.current = true;
    const fromPath = phoneFromPath(pathNumber, offered);
    if (!fromPath) return;
    // Once, when the countries arrive; the same step starts the request for a live code.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhone(fromPath);
    phoneCodeExpiry(portal.api, fromPath).then(
      (expiry) => setStep({ kind: 'code', expiry, live: true }),
      () => undefined, // no live code (404) or not reachable: the user asks for one.
    );
  }, [offered, pathNumber, portal.api]);

  if (!isMobileRequired(config)) {
    return (
      <AuthPage title={title}>
        <Alert tone="info">{intl.formatMessage(messages.mobileDisabled, { name: context.name })}</Alert>
        <p>
          <Link href={ROUTES.login}>{intl.formatMessage(messages.goToLogin)}</Link>
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={title} intro={intl.formatMessage(messages.mobileIntro)} focusKey={step.kind}>
      {step.kind === 'phone' ? (
        <PhoneStep
          phone={phone}
          onPhone={setPhone}
          onSent={(expiry) => setStep({ kind: 'code', expiry, live: false })}
        />
      ) : (
        <CodeStep
          phone={phone}
          expiry={step.expiry}
          live={step.live}
          redirect={redirect}
          onResent={(expiry) => setStep({ kind: 'code', expiry, live: false })}
          onOtherNumber={() => setStep({ kind: 'phone' })}
        />
      )}
      <p>
        <Link href={ROUTES.login}>{intl.formatMessage(messages.backToLogin)}</Link>
      </p>
    </AuthPage>
  );
}

interface PhoneStepProps {
  readonly phone: PhoneValue;
  readonly onPhone: (phone: PhoneValue) => void;
  readonly onSent: (expiry: Expiry) => void;
}

function PhoneStep({ phone, onPhone, onSent }: PhoneStepProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const send = useMutation(sendPhoneCodeMutation(portal.api));
  const form = useForm({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const value = { number: phone.number.trim(), countryCode: phone.countryCode };
    const errors = await validateForm(
      intl,
      rulesForm(intl, {}),
      { phone: value },
      {
        phone: v.pipe(v.object({ number: v.string(), countryCode: v.string() }), requiredNumber(intl), validPhone),
      },
    );
    if (!form.passes(errors)) return;
    try {
      onSent(await send.mutateAsync(value));
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['phone'], { 'phone.number': 'phone', 'phone.countryCode': 'phone' }));
    }
  };

  const setPhone = useCallback(
    (next: PhoneValue) => {
      onPhone(next);
      if (form.errors['phone']) form.clear();
    },
    [onPhone, form],
  );

  return (
    <AccountForm form={form} onSubmit={onSubmit}>
      <MobileNumberField id="mobile-phone" required value={phone} onChange={setPhone} error={form.errors['phone']} />
      <SubmitButton loading={send.isPending}>{intl.formatMessage(messages.mobileSendCode)}</SubmitButton>
    </AccountForm>
  );
}

interface CodeStepProps {
  readonly phone: PhoneValue;
  readonly expiry: Expiry;
  /** A code sent earlier is still valid (nothing was sent now). */
  readonly live: boolean;
  readonly redirect: string | undefined;
  readonly onResent: (expiry: Expiry) => void;
  readonly onOtherNumber: () => void;
}

function CodeStep({ phone, expiry, live, redirect, onResent, onOtherNumber }: CodeStepProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const login = useMutation(mobileLoginMutation(portal.api));
  const resend = useMutation(sendPhoneCodeMutation(portal.api));
  const form = useForm({ code: '' });
  const minutes = Math.max(1, Math.ceil(expiry.secondsLeft / 60));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const code = form.values.code.replace(/\s/g, '');
    const errors = await validateForm(
      intl,
      rulesForm(intl, { code: 'required|regex:/^[0-9]{6}$/' }, intl.formatMessage(ruleMessages.code)),
      { code },
    );
    if (!form.passes(errors)) return;
    try {
      const tokens = await login.mutateAsync({ phone, code, actorDeviceUUID: portal.browserUuid() });
      await portal.signIn(tokens, { redirect });
    } catch (error) {
      if (CODE_ERRORS.some((id) => hasMessage(error, id))) {
        form.fail({ code: errorTexts(intl, error).join(' ') });
      } else {
        form.fail(...submitErrors(intl, error, ['code']));
      }
    }
  };

  const onResend = async () => {
    try {
      onResent(await resend.mutateAsync(phone));
      form.clear();
    } catch (error) {
      form.fail({}, errorTexts(intl, error));
    }
  };

  return (
    <AccountForm
      form={form}
      onSubmit={onSubmit}
      lead={
        <Alert tone="info" live>
          {live
            ? intl.formatMessage(messages.mobileCodeLive)
            : intl.formatMessage(messages.mobileCodeSent, { minutes })}
        </Alert>
      }
    >
      <TextField
        id="mobile-code"
        label={intl.formatMessage(messages.mobileCode)}
        hint={intl.formatMessage(messages.mobileCodeHint)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        {...form.field('code')}
      />
      <div className={styles.row}>
        <Button type="submit" loading={login.isPending}>
          {intl.formatMessage(messages.mobileVerify)}
        </Button>
        <Button variant="secondary" loading={resend.isPending} onClick={() => void onResend()}>
          {intl.formatMessage(messages.mobileResend)}
        </Button>
        <Button variant="ghost" onClick={onOtherNumber}>
          {intl.formatMessage(messages.mobileOtherNumber)}
        </Button>
      </div>
    </AccountForm>
  );
}
