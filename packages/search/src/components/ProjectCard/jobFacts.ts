// The facts of a job as label/value pairs, in the user's language; missing fields are left out.
import type { Job } from '@talent/api-client';
import type { IntlShape } from 'react-intl';
import { formatDate, formatPlace, formatRate, formatWorkMode } from '../../format.ts';
import { messages } from '../../messages.ts';

/** One fact of a job. */
export interface JobFact {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** What a result card shows: rate, place, work preference and start. */
export function cardFacts(intl: IntlShape, job: Job): JobFact[] {
  const facts: (JobFact | undefined)[] = [
    fact('rate', intl.formatMessage(messages.rate), formatRate(intl, job.rateRange)),
    fact('place', intl.formatMessage(messages.jobLocation), formatPlace(intl, job.siteCity, job.siteCountry)),
    fact('work', intl.formatMessage(messages.workPreference), formatWorkMode(intl, job)),
    fact(
      'start',
      intl.formatMessage(messages.start),
      job.assignmentPeriodStart ? formatDate(intl, job.assignmentPeriodStart) : undefined,
    ),
  ];
  return facts.filter((f): f is JobFact => f !== undefined);
}

/** A fact, or nothing when the value is unknown. */
export function fact(key: string, label: string, value: string | undefined): JobFact | undefined {
  return value ? { key, label, value } : undefined;
}
