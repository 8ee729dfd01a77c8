// The standard rate on the profile page (GET/PUT /freelancer/rate): amount, currency (the tenant's)
// and period.
import { translateApiMessage, usePortal } from '@talent/app-context';
import { DEFAULT_CURRENCY, RATE_UNITS, parseHourlyRate } from '@talent/domain';
import type { RateUnit } from '@talent/domain';
import { LoadFailure, Select, TextField, stack } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useSectionSave } from '../../hooks/useSectionSave.ts';
import { profileMessages } from '../../messages.ts';
import { rateQuery, updateRateMutation } from '../../queries.ts';
import type { Rate } from '../../queries.ts';
import { SaveBar } from './SaveBar.tsx';

const UNIT_LABELS = {
  HR: profileMessages.unitHR,
  DAY: profileMessages.unitDAY,
  WEEK: profileMessages.unitWEEK,
  MONTH: profileMessages.unitMONTH,
  YEAR: profileMessages.unitYEAR,
  PROJECT: profileMessages.unitPROJECT,
} as const;

/** The standard rate. */
export function RateSection(): ReactElement | null {
  const intl = useIntl();
  const { api } = usePortal();
  const rate = useQuery(rateQuery(api));
  if (rate.isError) return <LoadFailure message={intl.formatMessage(profileMessages.loadFailed)} />;
  return rate.isSuccess ? <RateForm rate={rate.data} /> : null;
}

function RateForm({ rate }: { readonly rate: Rate | null }): ReactElement {
  const intl = useIntl();
  const { api, tenant } = usePortal();
  const queryClient = useQueryClient();
  const update = useMutation(updateRateMutation(api, queryClient));
  const state = useSectionSave('profile-rate-form');
  const currencies = tenant.config.currencies.length > 0 ? tenant.config.currencies : [DEFAULT_CURRENCY];
  const [value, setValue] = useState(rate?.value == null ? '' : String(rate.value));
  const [currency, setCurrency] = useState(rate?.currency ?? currencies[0]!);
  const [unit, setUnit] = useState<RateUnit>(rate?.period ?? 'HR');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseHourlyRate(value);
    if (amount === null || amount < 0) {
      return state.refuse(translateApiMessage(intl, value.trim() === '' ? 'validation.required' : 'validation.type'));
    }
    await state.save(() => update.mutateAsync({ value: amount, currency, period: unit }));
  };

  const amountError = state.problem ?? state.fieldErrors['value'];
  return (
    <form id={state.formId} className={stack.lg} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id="profile-rate"
        label={intl.formatMessage(profileMessages.rateValue)}
        inputMode="decimal"
        value={value}
        required
        onChange={(event) => setValue(event.target.value)}
        {...(amountError ? { error: amountError } : {})}
      />
      <Select
        id="profile-currency"
        label={intl.formatMessage(profileMessages.currency)}
        options={currencies.map((c) => ({ value: c, label: c }))}
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
      />
      <Select
        id="profile-period"
        label={intl.formatMessage(profileMessages.period)}
        options={RATE_UNITS.map((u) => ({ value: u, label: intl.formatMessage(UNIT_LABELS[u]) }))}
        value={unit}
        onChange={(event) => setUnit(event.target.value as RateUnit)}
      />
      <SaveBar state={state} />
    </form>
  );
}
