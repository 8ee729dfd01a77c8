// Named aliases of the contract's main schemas, so consumers write `Job` instead of
// `components['schemas']['Job']`.
import type { components } from './openapi.gen.ts';

/** Any schema of the contract by name. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** A planned maintenance or deadline announcement. */
export type Announcement = Schema<'Announcement'>;
/** An application with its display status. */
export type Application = Schema<'Application'>;
/** The server-side application draft of one project. */
export type ApplicationFlow = Schema<'ApplicationFlow'>;
/** A category from the CMS. */
export type Category = Schema<'Category'>;
/** The client config with defaults applied. */
export type ClientConfig = Schema<'ClientConfig'>;
/** The client (tenant) context. */
export type ClientContext = Schema<'ClientContext'>;
/** `GET /client/context`. */
export type ClientContextResponse = Schema<'ClientContextResponse'>;
/** A footer link from the CMS. */
export type CmsLink = Schema<'CmsLink'>;
/** A country with calling code and translations. */
export type Country = Schema<'Country'>;
/** The logged-in freelancer. */
export type FreelancerUser = Schema<'FreelancerUser'>;
/** An invitation to apply. */
export type Invitation = Schema<'Invitation'>;
/** A project (job). */
export type Job = Schema<'Job'>;
/** A language of the client. */
export type Language = Schema<'Language'>;
/** An application as submitted, for editing. */
export type LoadedApplication = Schema<'LoadedApplication'>;
/** One row of the onboarding structure. */
export type OnboardingStructureEntry = Schema<'OnboardingStructureEntry'>;
/** A talent pool. */
export type Pool = Schema<'Pool'>;
/** A pool membership of the freelancer. */
export type PoolMembership = Schema<'PoolMembership'>;
/** The project search request. */
export type ProjectSearchRequest = Schema<'ProjectSearchRequest'>;
/** The project search response with facets. */
export type ProjectSearchResponse = Schema<'ProjectSearchResponse'>;
/** The finish-call body of an application. */
export type SubmitPayload = Schema<'SubmitPayload'>;
/** A device (browser) of the freelancer. */
export type TrustedDevice = Schema<'TrustedDevice'>;
