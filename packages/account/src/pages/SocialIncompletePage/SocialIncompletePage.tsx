// /app/account/social-incomplete: an account created from an identity token may lack its names,
// its residence country or agreements (POST /freelancer/fillMissingRegistrationData requires the
// names it lacks, a country, and only the agreements still needed, GET /freelancer/legal/needsToAgree).
// Afterwards the user continues where the guards send them.
import type { FreelancerUser } from '@talent/api-client';
import { countriesQuery, CURRENT_USER_KEY, currentUserQuery, usePortal, useSession } from '@talent/app-context';
import { ROUTES, profileFulfilledRedirect, sortCountries } from '@talent/domain';
import { Alert, Link, LoadFailure, Select } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { AccountForm } from '../../components/AccountForm/AccountForm.tsx';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import { NameFields } from '../../components/NameFields/NameFields.tsx';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton.tsx';
import { TermsFields } from '../../components/TermsFields/TermsFields.tsx';
import { Working } from '../../components/Working/Working.tsx';
import { submitErrors } from '../../errors.ts';
import { loadFailureProps } from '../../loadFailure.ts';
import { NAME_RULES, rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { messages } from '../../messages.ts';
import { fillMissingDataMutation, legalNeedsQuery } from '../../queries.ts';

const FIELDS = ['firstName', 'lastName', 'residenceCountry', 'termsAccepted', 'privacyAccepted'];

/** Props of `SocialIncompletePage`: where to continue afterwards, validated by the route (`parseRedirectSearch`). */
export interface SocialIncompletePageProps {
  /** An internal path to continue to; none: the default next page. */
  readonly redirect?: string | undefined;
}

export function SocialIncompletePage({ redirect }: SocialIncompletePageProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { isLoggedIn } = useSession();
  const user = useQuery({ ...currentUserQuery(portal.api), enabled: isLoggedIn });
  const needs = useQuery({ ...legalNeedsQuery(portal.api), enabled: isLoggedIn });
  const countries = useQuery({ ...countriesQuery(portal.api, portal.locale), enabled: isLoggedIn });
  const title = intl.formatMessage(messages.socialIncompleteTitle);

  if (!isLoggedIn) {
    const back = `${ROUTES.login}?${new URLSearchParams({ redirect: ROUTES.socialIncomplete }).toString()}`;
    return (
      <AuthPage title={title}>
        <Alert tone="info">{intl.formatMessage(messages.needsLogin)}</Alert>
        <p>
          <Link href={back}>{intl.formatMessage(messages.goToLogin)}</Link>
        </p>
      </AuthPage>
    );
  }
  const failed = [user, needs, countries].find((q) => q.isError);
  return (
    <AuthPage title={title} intro={intl.formatMessage(messages.socialIncompleteIntro)}>
      {failed ? (
        <LoadFailure {...loadFailureProps(intl, failed)} />
      ) : user.data && needs.data && countries.data ? (
        <CompleteForm
          user={user.data}
          needs={needs.data}
          countries={sortCountries(countries.data, portal.tenant.config.preferredSortedCountries, portal.locale)}
          redirect={redirect}
        />
      ) : (
        <Working text={intl.formatMessage(messages.working)} />
      )}
    </AuthPage>
  );
}

interface CompleteFormProps {
  readonly user: FreelancerUser;
  readonly needs: { readonly terms: boolean; readonly privacy: boolean };
  readonly countries: readonly { readonly iso2: string; readonly name: string }[];
  readonly redirect: string | undefined;
}

function CompleteForm({ user, needs, countries, redirect }: CompleteFormProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fill = useMutation(fillMissingDataMutation(portal.api));
  const form = useForm({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    residenceCountry: user.residenceCountry ?? '',
    termsAccepted: false,
    privacyAccepted: false,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (fill.isPending) return;
    const values = { ...form.values, firstName: form.values.firstName.trim(), lastName: form.values.lastName.trim() };
    const errors = await validateForm(
      intl,
      rulesForm(intl, {
        firstName: NAME_RULES,
        lastName: NAME_RULES,
        residenceCountry: 'required',
        ...(needs.terms && { termsAccepted: 'required' }),
        ...(needs.privacy && { privacyAccepted: 'required' }),
      }),
      values,
    );
    if (!form.passes(errors)) return;
    try {
      const updated = await fill.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        residenceCountry: values.residenceCountry,
        // Spec §5: only the agreements that are missing are sent.
        ...(needs.terms && { termsAccepted: true as const }),
        ...(needs.privacy && { privacyAccepted: true as const }),
      });
      queryClient.setQueryData(CURRENT_USER_KEY, updated);
      const to = profileFulfilledRedirect(updated, portal.tenant.config) ?? redirect ?? ROUTES.projects;
      await navigate({ to, replace: true });
    } catch (error) {
      form.fail(...submitErrors(intl, error, FIELDS));
    }
  };

  return (
    <AccountForm form={form} onSubmit={onSubmit}>
      <NameFields idPrefix="complete" firstName={form.field('firstName')} lastName={form.field('lastName')} />
      <Select
        id="complete-residenceCountry"
        label={intl.formatMessage(messages.residenceCountry)}
        placeholder={intl.formatMessage(messages.chooseCountry)}
        required
        options={countries.map((c) => ({ value: c.iso2, label: c.name }))}
        {...form.field('residenceCountry')}
      />
      <TermsFields
        idPrefix="complete"
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
        show={needs}
      />
      <SubmitButton loading={fill.isPending}>{intl.formatMessage(messages.socialIncompleteSubmit)}</SubmitButton>
    </AccountForm>
  );
}
