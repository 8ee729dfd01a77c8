// The contract's Job and client context as the input of the domain's job-page head
// (`jobPostingJsonLd`, `jobPageMeta`). It lives here because it reads only contract types and
// domain types: the portal's server renderer and the API's tests both map the same way.
import type { JobPostingInput, JobPostingTenant } from '@talent/domain';
import type { ClientContext, Job } from './schemas.ts';

/** The parts of the client context a job page's head reads. */
export type JobPostingContext = Pick<ClientContext, 'name' | 'legalEntity' | 'talentLogo' | 'ogImage' | 'languages'>;

/**
 * The tenant of a job page from the client context (`GET /client/context`) and the tenant's
 * public origin. The hiring organisation is the legal entity, shown with its own logo, else the
 * portal's.
 */
export function jobPostingTenant(context: JobPostingContext, origin: string): JobPostingTenant {
  return {
    name: context.name,
    legalEntityName: context.legalEntity.name,
    origin,
    logo: context.legalEntity.logo ?? context.talentLogo,
    ogImage: context.ogImage,
    languages: context.languages.map((language) => language.iso),
  };
}

/**
 * A job (`GET /project/{id}`) as the input of the job-page head. Its rate range is hourly: the
 * contract names no unit for it, and talent answer it with an hourly rate (spec §1, §3 submit
 * payload `hourlyRate`). The posting date is `publishedAt`; the deadline `periodDeadline`.
 */
export function jobPostingInput(job: Job, tenant: JobPostingTenant): JobPostingInput {
  const rate = job.rateRange;
  return {
    tenant,
    job: {
      id: job.id,
      title: job.title,
      status: job.status,
      descriptionHtml: job.descriptionHtml ?? null,
      descriptionText: job.descriptionHtmlStripped ?? null,
      postedAt: job.publishedAt ?? null,
      deadline: job.periodDeadline ?? null,
      jobType: job.jobType ?? null,
      hoursPerWeek: job.hoursPerWeek ?? null,
      workPreference: job.workPreference ?? null,
      remote: job.remote ?? null,
      city: job.siteCity ?? null,
      country: job.siteCountry ?? null,
      rate: rate?.currency
        ? { min: rate.min ?? null, max: rate.max ?? null, currency: rate.currency, unit: 'HR' }
        : null,
    },
  };
}
