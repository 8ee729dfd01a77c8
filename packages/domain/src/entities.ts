// The entities of spec §3 that the rules in this package read, with the spec's field names.
// The API contract (@talent/api-client) describes the same entities on the wire; these types
// name only what a rule needs, so any richer object from the API fits them.
import type { VerificationMode } from './enums.ts';

/** The logged-in freelancer (talent). */
export interface FreelancerUser {
  readonly id: number;
  readonly created?: string;
  readonly email: string;
  /** New email waiting for confirmation, if the user asked to change it. */
  readonly futureEmail?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  /** False once the account is deactivated. */
  readonly isActive: boolean;
  readonly subscribed?: boolean;
  /** ISO 3166-1 alpha-2 country of residence. */
  readonly residenceCountry?: string | null;
  /** `UV` while the email is unverified. */
  readonly verificationStatus?: string | null;
  readonly hasCompletedOnboarding: boolean;
  readonly hasPasswordOrSocial: boolean;
  readonly jobApplicationCount?: number;
  readonly jobInvitationCount?: number;
}

/** Rate range of a project. */
export interface RateRange {
  readonly min?: number | null;
  readonly max?: number | null;
  readonly currency?: string | null;
}

/** A job (project). */
export interface Job {
  readonly id: number;
  readonly vmsId?: string | null;
  readonly title: string;
  readonly descriptionHtmlStripped?: string | null;
  readonly jobType?: string | null;
  readonly assignmentPeriodStart?: string | null;
  readonly assignmentPeriodEnd?: string | null;
  readonly jobLanguage?: string | null;
  readonly jobClass?: string | null;
  /** A `ProjectStatus`; typed as string because the API may add statuses (only ACTIVE is open). */
  readonly status: string;
  readonly positionsNumber?: number | null;
  readonly periodDeadline?: string | null;
  readonly legalEntityName?: string | null;
  readonly originatingDisplayName?: string | null;
  readonly siteAddress?: string | null;
  readonly siteCity?: string | null;
  readonly siteCode?: string | null;
  readonly rateRange?: RateRange | null;
  readonly remote?: boolean | null;
  readonly hoursPerWeek?: number | null;
  readonly affectedPools?: { readonly results: readonly { readonly name: string }[] } | null;
}

/** The part of a job kept when a visitor saves it before logging in. */
export interface CollectedJob {
  readonly id: number;
  readonly title: string;
  readonly siteCity?: string | null;
  readonly hoursPerWeek?: number | null;
}

/** A talent pool. */
export interface Pool {
  readonly id: number;
  readonly name: string;
  readonly descriptionKey?: string | null;
  readonly categoryId?: number | null;
  readonly poolNameVerbiage?: string | null;
  readonly poolCities?: readonly string[] | null;
  readonly jobsCount?: number | null;
}

/** A translation of a CMS category. */
export interface CategoryTranslation {
  readonly language_code: string;
  readonly name: string;
  readonly image?: string | null;
  readonly description?: string | null;
}

/** A category from the headless CMS (snake_case as the CMS names it). */
export interface Category {
  readonly id: number;
  readonly slug: string;
  readonly default_image?: string | null;
  readonly translations: readonly CategoryTranslation[];
}

/** A footer link from the headless CMS. */
export interface CmsLink {
  readonly id: number;
  readonly link_url: string;
  readonly link_label: string;
  readonly link_follow: boolean;
  readonly show_footer_left: boolean;
  readonly show_footer_right: boolean;
  readonly link_language: string;
  readonly link_target?: string | null;
  readonly link_on_tux: boolean;
}

/** A country with its calling code. */
export interface Country {
  readonly name: string;
  /** ISO 3166-1 alpha-2 code. */
  readonly iso2: string;
  /** Calling code as the API sends it, e.g. "+49" or "+1 and 1-684". */
  readonly phoneCode?: string | null;
  readonly translations?: Readonly<Record<string, string>> | null;
}

/** A planned maintenance or deadline announcement. */
export interface Announcement {
  readonly deadline: string;
  readonly deadline_with_leadtime: string;
}

/** A language the client offers. */
export interface Language {
  readonly iso: string;
  readonly name: string;
}

/** The required verification channels of a client. */
export interface RequiredVerifications {
  readonly email: VerificationMode;
  readonly mobileNumber: VerificationMode;
}
