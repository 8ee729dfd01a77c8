// What search engines read about a job: schema.org JobPosting as JSON-LD (Google for Jobs) and a
// validator for Google's rules (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
// Pure data in, pure data out: the server renders and escapes it.
import type { RateUnit, WorkPreference } from './enums.ts';
import { jobLink } from './routes.ts';

/** The tenant (white-label client) a job page belongs to, as its head needs it. */
export interface JobPostingTenant {
  /** The portal's name (client context `name`): ends page titles and names the job id's system. */
  readonly name: string;
  /** The client's legal entity (client context `legalEntity.name`): the hiring organisation. */
  readonly legalEntityName: string;
  /** The tenant's public origin, e.g. `https://talent.acme.example` (a trailing slash is dropped). */
  readonly origin: string;
  /** The organisation's logo, absolute or relative to the origin; left out when null. */
  readonly logo?: string | null;
  /** The link-preview image (client context `ogImage`), absolute or relative to the origin. */
  readonly ogImage?: string | null;
  /** The tenant's languages (ISO codes), the first being the default. */
  readonly languages: readonly string[];
}

/** A job's rate: the amounts the portal shows, their currency and the period they are quoted per. */
export interface JobPostingRate {
  readonly min?: number | null;
  readonly max?: number | null;
  /** ISO 4217 code. */
  readonly currency: string;
  readonly unit: RateUnit;
}

/** The fields of a job (project) a job page's head is made of; unknown fields are null or absent. */
export interface JobPostingJob {
  readonly id: number;
  readonly title: string;
  /** A `ProjectStatus`; only ACTIVE is open. */
  readonly status: string;
  /** The description as the portal shows it (sanitised HTML). */
  readonly descriptionHtml?: string | null;
  /** The description as plain text (used when there is no HTML, and for the meta description). */
  readonly descriptionText?: string | null;
  /** When the job was first published (ISO 8601). */
  readonly postedAt?: string | null;
  /** The application deadline (ISO 8601). */
  readonly deadline?: string | null;
  /** The client's contract type in its own words ("Freelance", "Befristet", …). */
  readonly jobType?: string | null;
  readonly hoursPerWeek?: number | null;
  readonly workPreference?: WorkPreference | null;
  /** The older remote flag, read when `workPreference` is unknown. */
  readonly remote?: boolean | null;
  readonly city?: string | null;
  /** ISO 3166-1 alpha-2 code of the job's site. */
  readonly country?: string | null;
  readonly rate?: JobPostingRate | null;
}

/** Input of `jobPostingJsonLd` (and, with the page's locale, of `jobPageMeta`). */
export interface JobPostingInput {
  readonly tenant: JobPostingTenant;
  readonly job: JobPostingJob;
}

/** Google's employment types. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
/** One of Google's employment types. */
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Google's salary periods (`unitText`). */
export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
/** One of Google's salary periods. */
export type SalaryUnit = (typeof SALARY_UNITS)[number];

/**
 * Weekly hours from which a job counts as full time: 35, the threshold of the OECD and the US
 * Bureau of Labor Statistics; below it, and above zero, it is part time.
 */
export const FULL_TIME_HOURS_PER_WEEK = 35;

/** schema.org JobPosting as `jobPostingJsonLd` builds it. */
export interface JobPostingJsonLd {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'JobPosting';
  readonly title: string;
  readonly description: string;
  readonly datePosted?: string;
  readonly validThrough?: string;
  readonly employmentType: readonly EmploymentType[];
  readonly hiringOrganization: {
    readonly '@type': 'Organization';
    readonly name: string;
    readonly sameAs: string;
    readonly logo?: string;
  };
  readonly jobLocation?: {
    readonly '@type': 'Place';
    readonly address: {
      readonly '@type': 'PostalAddress';
      readonly addressCountry: string;
      readonly addressLocality?: string;
    };
  };
  readonly jobLocationType?: 'TELECOMMUTE';
  readonly applicantLocationRequirements?: { readonly '@type': 'Country'; readonly name: string };
  readonly baseSalary?: {
    readonly '@type': 'MonetaryAmount';
    readonly currency: string;
    readonly value: {
      readonly '@type': 'QuantitativeValue';
      readonly value?: number;
      readonly minValue?: number;
      readonly maxValue?: number;
      readonly unitText: SalaryUnit;
    };
  };
  readonly identifier: { readonly '@type': 'PropertyValue'; readonly name: string; readonly value: string };
  readonly directApply: true;
  readonly url: string;
}

const SALARY_UNIT_OF: Readonly<Record<RateUnit, SalaryUnit | undefined>> = {
  HR: 'HOUR',
  DAY: 'DAY',
  WEEK: 'WEEK',
  MONTH: 'MONTH',
  YEAR: 'YEAR',
  // A price for the whole project has no period Google knows: no salary rather than a wrong one.
  PROJECT: undefined,
};

// "Temporary" in the shipped languages' contract types (en, de, fr, nl, uk), matched as a whole word.
const TEMPORARY_WORDS: ReadonlySet<string> = new Set(['temporary', 'befristet', 'intérim', 'tijdelijk', 'тимчасово']);

/** The tenant's origin without a trailing slash. */
export function tenantOrigin(tenant: Pick<JobPostingTenant, 'origin'>): string {
  return tenant.origin.replace(/\/+$/, '');
}

/** A tenant asset (logo, image) as an absolute URL: relative references resolve against the origin. */
export function absoluteUrl(tenant: Pick<JobPostingTenant, 'origin'>, reference: string): string {
  return new URL(reference, `${tenantOrigin(tenant)}/`).href;
}

/** The job page's canonical URL: the tenant's origin and the job's public path (`jobLink`). */
export function jobCanonicalUrl(input: JobPostingInput): string {
  return `${tenantOrigin(input.tenant)}${jobLink(input.job, false)}`;
}

/**
 * Google's employment types of a job. Talent on this portal are freelancers (spec §1), so every
 * job is CONTRACTOR work; a contract type saying "temporary" adds TEMPORARY, and known weekly hours
 * add FULL_TIME (from `FULL_TIME_HOURS_PER_WEEK`) or PART_TIME.
 */
export function employmentTypes(job: Pick<JobPostingJob, 'jobType' | 'hoursPerWeek'>): EmploymentType[] {
  const types: EmploymentType[] = [];
  const hours = job.hoursPerWeek ?? 0;
  if (hours >= FULL_TIME_HOURS_PER_WEEK) types.push('FULL_TIME');
  else if (hours > 0) types.push('PART_TIME');
  types.push('CONTRACTOR');
  const words = (job.jobType ?? '').toLowerCase().split(/[^\p{L}]+/u);
  if (words.some((word) => TEMPORARY_WORDS.has(word))) types.push('TEMPORARY');
  return types;
}

function location(
  job: JobPostingJob,
): Pick<JobPostingJsonLd, 'jobLocation' | 'jobLocationType' | 'applicantLocationRequirements'> {
  const preference = job.workPreference ?? (job.remote === true ? 'REMOTE' : 'ONSITE');
  const country = job.country ?? undefined;
  const city = job.city ?? undefined;
  return {
    ...(preference !== 'REMOTE' &&
      country && {
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressCountry: country, ...(city && { addressLocality: city }) },
        },
      }),
    ...(preference !== 'ONSITE' && {
      jobLocationType: 'TELECOMMUTE',
      // Remote work is open to applicants in the site's country: the only country the job names.
      ...(country && { applicantLocationRequirements: { '@type': 'Country', name: country } }),
    }),
  };
}

function salary(rate: JobPostingRate | null | undefined): JobPostingJsonLd['baseSalary'] {
  if (!rate) return undefined;
  const unitText = SALARY_UNIT_OF[rate.unit];
  const min = rate.min ?? undefined;
  const max = rate.max ?? undefined;
  if (!unitText || (min === undefined && max === undefined)) return undefined;
  const amount =
    min !== undefined && min === max
      ? { value: min }
      : { ...(min !== undefined && { minValue: min }), ...(max !== undefined && { maxValue: max }) };
  return {
    '@type': 'MonetaryAmount',
    currency: rate.currency,
    value: { '@type': 'QuantitativeValue', ...amount, unitText },
  };
}

/**
 * schema.org JobPosting of a job, with every property Google requires and the recommended ones
 * the job has data for (none is invented). The description is the portal's HTML (Google allows
 * it), else the plain text. Built for any status: whether a page carries it is `jobPageMeta`'s
 * decision (closed jobs do not). Plain data: the renderer serialises it and escapes `<` in the
 * `<script type="application/ld+json">`.
 */
export function jobPostingJsonLd(input: JobPostingInput): JobPostingJsonLd {
  const { job, tenant } = input;
  const logo = tenant.logo ? absoluteUrl(tenant, tenant.logo) : undefined;
  const baseSalary = salary(job.rate);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml || job.descriptionText || '',
    ...(job.postedAt && { datePosted: job.postedAt }),
    ...(job.deadline && { validThrough: job.deadline }),
    employmentType: employmentTypes(job),
    hiringOrganization: {
      '@type': 'Organization',
      name: tenant.legalEntityName,
      sameAs: `${tenantOrigin(tenant)}/`,
      ...(logo && { logo }),
    },
    ...location(job),
    ...(baseSalary && { baseSalary }),
    identifier: { '@type': 'PropertyValue', name: tenant.name, value: String(job.id) },
    directApply: true,
    url: jobCanonicalUrl(input),
  };
}
