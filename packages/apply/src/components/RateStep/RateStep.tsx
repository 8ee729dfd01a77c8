// The rate step: the talent's rate (value, one of the tenant's currencies, a rate unit) and, live
// while typing, the rate the client will see (GET /project/{id}/apply/rates/calculate, debounced,
// announced politely so a screen reader hears the result without being interrupted).
import { unwrap } from '@talent/api-client';
import { usePortal } from '@talent/app-context';
import { parseHourlyRate } from '@talent/domain';
import type { RateUnit } from '@talent/domain';
import { Select, TextField, stack } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { issueFieldId } from '../../flow.ts';
import { flowMessages as messages } from '../../messages.ts';
import { applyKeys } from '../../queries.ts';
import type { ProjectOptions } from '../../queries.ts';
import type { StepProps } from '../stepProps.ts';
import * as styles from './RateStep.css.ts';

/** Props of `RateStep`. */
export interface RateStepProps extends StepProps {
  readonly options: Pick<ProjectOptions, 'currencies' | 'rateUnits'>;
  /** Wait after the last keystroke before asking for the client's rate (ms). */
  readonly debounceMs?: number;
}

/** The unit's words, e.g. "per hour". */
export const unitMessage = (unit: RateUnit) => messages[`unit_${unit}`];

export function RateStep({ draft, onChange, issues, options, debounceMs = 400 }: RateStepProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const rate = draft.talentRate;
  const [text, setText] = useState(rate.value === null ? '' : String(rate.value));
  const currency = options.currencies.includes(rate.currency)
    ? rate.currency
    : (options.currencies[0] ?? rate.currency);
  const period = options.rateUnits.includes(rate.period) ? rate.period : (options.rateUnits[0] ?? rate.period);
  // The draft says what is chosen even before the talent touches the selects.
  useEffect(() => {
    if (currency !== rate.currency || period !== rate.period) {
      onChange((current) => ({ ...current, talentRate: { ...current.talentRate, currency, period } }));
    }
  }, [currency, period, rate.currency, rate.period, onChange]);

  const [asked, setAsked] = useState(rate);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(rate), debounceMs);
    return () => clearTimeout(timer);
  }, [rate, debounceMs]);
  const calculation = useQuery({
    queryKey: [...applyKeys.all, 'rate', draft.projectId, asked.value, asked.currency, asked.period],
    queryFn: () =>
      unwrap(
        api.quiet.GET('/project/{id}/apply/rates/calculate', {
          params: {
            path: { id: draft.projectId },
            query: { value: asked.value ?? 0, currency: asked.currency, period: asked.period },
          },
        }),
      ),
    enabled: asked.value !== null && asked.value > 0,
  });

  const set = (change: Partial<typeof rate>) =>
    onChange((current) => ({ ...current, talentRate: { ...current.talentRate, ...change } }));

  const shown = (() => {
    if (asked.value === null || asked.value <= 0) return '';
    if (calculation.isError) return intl.formatMessage(messages.rateFailed);
    if (!calculation.data) return intl.formatMessage(messages.rateCalculating);
    const display = calculation.data.displayRate;
    return intl.formatMessage(messages.rateShown, {
      rate: intl.formatNumber(display.value ?? 0, { style: 'currency', currency: display.currency }),
      unit: intl.formatMessage(unitMessage(display.period)),
    });
  })();

  const issue = issues['rate'];
  return (
    <div className={stack.md}>
      <div className={styles.fields}>
        <TextField
          id={issueFieldId('rate')}
          label={intl.formatMessage(messages.rateValue)}
          inputMode="decimal"
          required
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            set({ value: e.target.value.trim() === '' ? null : parseHourlyRate(e.target.value) });
          }}
          {...(issue
            ? { error: intl.formatMessage(issue === 'positive' ? messages.ratePositive : messages.rateRequired) }
            : {})}
        />
        <Select
          label={intl.formatMessage(messages.rateCurrency)}
          options={options.currencies.map((c) => ({ value: c, label: c }))}
          value={currency}
          onChange={(e) => set({ currency: e.target.value })}
        />
        <Select
          label={intl.formatMessage(messages.rateUnit)}
          options={options.rateUnits.map((u) => ({ value: u, label: intl.formatMessage(unitMessage(u)) }))}
          value={period}
          onChange={(e) => set({ period: e.target.value as RateUnit })}
        />
      </div>
      <p role="status" aria-live="polite" className={styles.shown}>
        {shown}
      </p>
    </div>
  );
}
