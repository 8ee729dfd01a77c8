// /app/account?tab=settings: the country of residence (PUT /freelancer/updateResidenceCountry; the
// countries of GET /country with the tenant's preferred ones first, spec §5), the language (the
// tenant's languages as the footer's radio list; the portal switches the UI and stores it with POST
// /freelancer/locale), inviting a colleague (POST /freelancer/referral), and links to the profile's
// availability and rate tabs, which edit those (they are not repeated here).
import type { Country } from '@talent/api-client';
import { countriesQuery, CURRENT_USER_KEY, usePortal, useSession } from '@talent/app-context';
import { ROUTES, showLanguageChooser, sortCountries } from '@talent/domain';
import { LanguageChooser, Link, Select, TextArea, TextField } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { submitErrors } from '../../errors.ts';
import { EMAIL_RULES, rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { messages, pageMessages } from '../../messages.ts';
import { referralMutation, residenceCountryMutation } from '../../queries.ts';
import { AccountForm } from '../AccountForm/AccountForm.tsx';
import { AccountSection } from '../AccountSection/AccountSection.tsx';
import * as styles from '../AccountSection/AccountSection.css.ts';
import { EmailField } from '../EmailField/EmailField.tsx';
import { Loaded } from '../Loaded/Loaded.tsx';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';

/** The contract's limits of a referral (`Referral`). */
const REFERRAL_RULES = { email: EMAIL_RULES, firstName: 'max:100', message: 'max:1000' };

export function SettingsTab(): ReactElement {
  const { tenant } = usePortal();
  return (
    <>
      <CountrySection />
      {showLanguageChooser(tenant.context.languages) ? <LanguageSection /> : null}
      <ReferralSection />
      <ProfileLinksSection />
    </>
  );
}

function CountrySection(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const countries = useQuery(countriesQuery(portal.api, portal.locale));
  const [status, setStatus] = useState<string>();
  return (
    <AccountSection title={intl.formatMessage(pageMessages.countryTitle)} status={status}>
      <Loaded query={countries}>
        {(list) => (
          <CountryForm
            countries={list}
            onSaved={(country) => setStatus(intl.formatMessage(pageMessages.countrySaved, { country }))}
          />
        )}
      </Loaded>
    </AccountSection>
  );
}

interface CountryFormProps {
  readonly countries: readonly Country[];
  readonly onSaved: (countryName: string) => void;
}

function CountryForm({ countries, onSaved }: CountryFormProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const save = useMutation(residenceCountryMutation(portal.api));
  const form = useForm({ residenceCountry: user?.residenceCountry ?? '' });
  const options = useMemo(
    () =>
      sortCountries(countries, portal.tenant.config.preferredSortedCountries, portal.locale).map((c) => ({
        value: c.iso2,
        label: c.name,
      })),
    [countries, portal.tenant.config.preferredSortedCountries, portal.locale],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const values = form.values;
    if (!form.passes(await validateForm(intl, rulesForm(intl, { residenceCountry: 'required' }), values))) return;
    try {
      const updated = await save.mutateAsync(values.residenceCountry);
      queryClient.setQueryData(CURRENT_USER_KEY, updated);
      onSaved(options.find((o) => o.value === values.residenceCountry)?.label ?? values.residenceCountry);
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['residenceCountry']));
    }
  };

  return (
    <AccountForm form={form} onSubmit={onSubmit}>
      <Select
        id="account-residenceCountry"
        label={intl.formatMessage(messages.residenceCountry)}
        placeholder={intl.formatMessage(messages.chooseCountry)}
        autoComplete="country"
        required
        options={options}
        {...form.field('residenceCountry')}
      />
      <SubmitButton loading={save.isPending}>{intl.formatMessage(pageMessages.countrySubmit)}</SubmitButton>
    </AccountForm>
  );
}

function LanguageSection(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  // The language chosen, said in that language once the texts have switched.
  const [chosen, setChosen] = useState<string>();
  const languages = portal.tenant.context.languages;
  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.languageTitle)}
      description={intl.formatMessage(pageMessages.languageDescription)}
      status={chosen ? intl.formatMessage(pageMessages.languageSaved, { language: chosen }) : undefined}
    >
      <LanguageChooser
        languages={languages}
        value={portal.locale}
        label={intl.formatMessage(pageMessages.languageTitle)}
        onValueChange={(locale) => {
          // As the footer's chooser: the portal switches the texts and stores the locale.
          void portal
            .changeLocale(locale)
            .then(() => setChosen(languages.find((l) => l.iso === locale)?.name ?? locale));
        }}
      />
    </AccountSection>
  );
}

function ReferralSection(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const refer = useMutation(referralMutation(portal.api));
  const form = useForm({ email: '', firstName: '', message: '' });
  const [status, setStatus] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (refer.isPending) return;
    const values = {
      email: form.values.email.trim(),
      firstName: form.values.firstName.trim(),
      message: form.values.message.trim(),
    };
    if (!form.passes(await validateForm(intl, rulesForm(intl, REFERRAL_RULES), values))) return;
    setStatus(undefined);
    try {
      await refer.mutateAsync({
        email: values.email,
        ...(values.firstName && { firstName: values.firstName }),
        ...(values.message && { message: values.message }),
      });
      form.setValue('email', '');
      form.setValue('firstName', '');
      form.setValue('message', '');
      setStatus(intl.formatMessage(pageMessages.referralSent, { email: values.email }));
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['email', 'firstName', 'message']));
    }
  };

  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.referralTitle)}
      description={intl.formatMessage(pageMessages.referralDescription, { name: portal.tenant.context.name })}
      status={status}
    >
      <AccountForm form={form} onSubmit={onSubmit}>
        <EmailField
          id="referral-email"
          label={intl.formatMessage(pageMessages.referralEmail)}
          field={form.field('email')}
        />
        <TextField
          id="referral-firstName"
          label={intl.formatMessage(pageMessages.referralFirstName)}
          autoComplete="off"
          maxLength={100}
          {...form.field('firstName')}
        />
        <TextArea
          id="referral-message"
          label={intl.formatMessage(pageMessages.referralMessage)}
          maxLength={1000}
          rows={3}
          value={form.values.message}
          onChange={(event) => form.setValue('message', event.target.value)}
          {...(form.errors['message'] ? { error: form.errors['message'] } : {})}
        />
        <SubmitButton loading={refer.isPending}>{intl.formatMessage(pageMessages.referralSubmit)}</SubmitButton>
      </AccountForm>
    </AccountSection>
  );
}

function ProfileLinksSection(): ReactElement {
  const intl = useIntl();
  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.profileTitle)}
      description={intl.formatMessage(pageMessages.profileDescription)}
    >
      <ul className={styles.linkRow}>
        <li>
          <Link href={`${ROUTES.profile}?tab=availability`}>{intl.formatMessage(pageMessages.availabilityLink)}</Link>
        </li>
        <li>
          <Link href={`${ROUTES.profile}?tab=rate`}>{intl.formatMessage(pageMessages.rateLink)}</Link>
        </li>
      </ul>
    </AccountSection>
  );
}
