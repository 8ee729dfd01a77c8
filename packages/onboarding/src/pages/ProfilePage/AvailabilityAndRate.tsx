// Availability (a profile field: the date from which the talent is available) and the standard
// rate (GET/PUT /freelancer/rate: amount, currency, period).
import { usePortal } from '@talent/app-context';
import { DEFAULT_CURRENCY, RATE_UNITS, parseHourlyRate } from '@talent/domain';
import type { RateUnit } from '@talent/domain';
import { Select, TextField, stack } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useSectionSave } from '../../hooks/useSectionSave.ts';
import { profileMessages, rowLabels } from '../../messages.ts';
import { rateQuery, updateProfileInfoMutation, updateRateMutation } from '../../queries.ts';
import type { ProfileInfo, Rate } from '../../queries.ts';
import { translateApiMessage } from '@talent/app-context';
import { SectionFailed } from './SectionFailed.tsx';
import { SaveBar } from './SaveBar.tsx';

/** The date from which the talent is available. */
export function AvailabilitySection({ info }: { readonly info: ProfileInfo }): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const update = useMutation(updateProfileInfoMutation(api, queryClient));
  const state = useSectionSave();
  const [date, setDate] = useState(info.availability ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await state.save(() => update.mutateAsync({ availability: date === '' ? null : date }));
  };
  return (
    <form className={stack.lg} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id="profile-availability"
        type="date"
        label={intl.formatMessage(rowLabels.availability)}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        {...(state.fieldErrors['availability'] ? { error: state.fieldErrors['availability'] } : {})}
      />
      <SaveBar state={state} />
    </form>
  );
}

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
  const { api } = usePortal();
  const rate = useQuery(rateQuery(api));
  if (rate.isError) return <SectionFailed />;
  return rate.isSuccess ? <RateForm rate={rate.data} /> : null;
}

function RateForm({ rate }: { readonly rate: Rate | null }): ReactElement {
  const intl = useIntl();
  const { api, tenant } = usePortal();
  const queryClient = useQueryClient();
  const update = useMutation(updateRateMutation(api, queryClient));
  const state = useSectionSave();
  const currencies = tenant.config.currencies.length > 0 ? tenant.config.currencies : [DEFAULT_CURRENCY];
  const [value, setValue] = useState(rate?.value == null ? '' : String(rate.value));
  const [currency, setCurrency] = useState(rate?.currency ?? currencies[0]!);
  const [unit, setUnit] = useState<RateUnit>(rate?.period ?? 'HR');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseHourlyRate(value);
    const invalid = amount === null || amount < 0;
    setError(
      invalid ? translateApiMessage(intl, value.trim() === '' ? 'validation.required' : 'validation.type') : undefined,
    );
    if (invalid) return;
    await state.save(() => update.mutateAsync({ value: amount, currency, unit }));
  };

  return (
    <form className={stack.lg} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id="profile-rate"
        label={intl.formatMessage(profileMessages.rateValue)}
        inputMode="decimal"
        value={value}
        required
        onChange={(event) => setValue(event.target.value)}
        {...((error ?? state.fieldErrors['value']) ? { error: error ?? state.fieldErrors['value'] } : {})}
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
