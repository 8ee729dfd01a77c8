// Every enumeration of spec §4 (and the two method enums of §3), as readonly tuples or maps with a
// union type beside each. Plain objects, not TypeScript `enum`s: they erase cleanly and
// serialise as the strings the API sends.

/** Project statuses; only ACTIVE counts as open. */
export const PROJECT_STATUSES = ['ACTIVE', 'CLOSED', 'PAUSED'] as const;
/** A project status. */
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Invitation status codes (first set). */
export const INVITATION_CODES = ['sf', 'cre', 'inv', 'can', 'exp', 'str', 'com', 'cf', 'uc'] as const;
/** An invitation status code of the first set. */
export type InvitationCode = (typeof INVITATION_CODES)[number];

/** Invitation states (second set): short code to name. */
export const INVITATION_STATES = {
  cr: 'created',
  st: 'started',
  cn: 'canceled',
  ex: 'expired',
  cm: 'completed',
} as const;
/** An invitation state code of the second set. */
export type InvitationStateCode = keyof typeof INVITATION_STATES;

/** Work preferences: short code to long name. */
export const WORK_PREFERENCES = { hy: 'HYBRID', on: 'ONSITE', rm: 'REMOTE' } as const;
/** A work preference short code (as used in search URLs). */
export type WorkPreferenceCode = keyof typeof WORK_PREFERENCES;
/** A work preference long name (as the API stores it). */
export type WorkPreference = (typeof WORK_PREFERENCES)[WorkPreferenceCode];
/** The work preference short codes, in canonical order. */
export const WORK_PREFERENCE_CODES = Object.keys(WORK_PREFERENCES) as readonly WorkPreferenceCode[];

/** Long name of a work preference short code. */
export function workPreferenceToLong(code: WorkPreferenceCode): WorkPreference {
  return WORK_PREFERENCES[code];
}

/** Short code of a work preference long name, or undefined for an unknown name. */
export function workPreferenceToShort(name: string): WorkPreferenceCode | undefined {
  return WORK_PREFERENCE_CODES.find((code) => WORK_PREFERENCES[code] === name);
}

/** Verification modes of a channel (email, mobile number) in the client config. */
export const VERIFICATION_MODES = ['principal', 'alternative', 'disabled'] as const;
/** A verification mode. */
export type VerificationMode = (typeof VERIFICATION_MODES)[number];

/** Outcomes of an interview-slot lookup that yield no slot. */
export const SLOT_RESULTS = ['ERROR', 'NO_FREE_SLOTS', 'NO_SUITABLE_SLOTS'] as const;
/** A failed interview-slot lookup outcome. */
export type SlotResult = (typeof SLOT_RESULTS)[number];

/** Ways to sign in or sign up. */
export const LOGIN_METHODS = ['linkedin', 'google', 'auth0', 'email', 'otl', 'mobile'] as const;
/** A login method. */
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Auth flows a login method is used in. */
export const LOGIN_FLOWS = ['signup', 'login'] as const;
/** An auth flow. */
export type LoginFlow = (typeof LOGIN_FLOWS)[number];

/**
 * One-time-link states, by meaning. The spec gives only the codes; the names are this package's
 * reading of them and the API contract documents the same mapping.
 */
export const ONE_TIME_LINK_STATES = {
  NO_TOKEN: 'n_t',
  SENT: 's',
  EXPIRED: 'e',
  NOT_FOUND: 'n_f',
  INVALID: 'i',
} as const;
/** A one-time-link state code. */
export type OneTimeLinkState = (typeof ONE_TIME_LINK_STATES)[keyof typeof ONE_TIME_LINK_STATES];

/** Errors a one-time-link or URL-token login can end in (see `otlErrorFromStatus`). */
export const ONE_TIME_LINK_ERRORS = ['EXPIRED', 'INVALID'] as const;
/** A one-time-link login error. */
export type OneTimeLinkError = (typeof ONE_TIME_LINK_ERRORS)[number];

/** How a rate adjustment is expressed. */
export const RATE_TYPES = ['ABSOLUTE', 'PERCENTAGE'] as const;
/** A rate type. */
export type RateType = (typeof RATE_TYPES)[number];

/** Periods a rate is quoted per. */
export const RATE_UNITS = ['HR', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'PROJECT'] as const;
/** A rate unit. */
export type RateUnit = (typeof RATE_UNITS)[number];

/** Results of an address lookup. */
export const ADDRESS_LOOKUP_RESULTS = [
  'LOOKUP_ERROR',
  'SUCCESS',
  'SERVER_ERROR',
  'PROCESSING_ERROR',
  'NOT_A_LOCATION',
] as const;
/** An address lookup result. */
export type AddressLookupResult = (typeof ADDRESS_LOOKUP_RESULTS)[number];

/** Problems an address can have. */
export const ADDRESS_ISSUES = ['IMPRECISE', 'INVALID', 'REQUIRED'] as const;
/** An address issue. */
export type AddressIssue = (typeof ADDRESS_ISSUES)[number];

/** Modes a form saves in. */
export const FORM_MODES = ['CREATE', 'UPDATE', 'PATCH'] as const;
/** A form mode. */
export type FormMode = (typeof FORM_MODES)[number];

/** How a CV or cover letter is provided: an uploaded file or one generated from the profile. */
export const DOCUMENT_METHODS = { FILE: 1, GENERATED: 2 } as const;
/** A CV or cover letter method. */
export type DocumentMethod = (typeof DOCUMENT_METHODS)[keyof typeof DOCUMENT_METHODS];

/** Onboarding types. */
export const ONBOARDING_TYPES = ['short', 'long'] as const;
/** An onboarding type. */
export type OnboardingType = (typeof ONBOARDING_TYPES)[number];
/** Onboarding type used unless a job was saved before login. */
export const DEFAULT_ONBOARDING_TYPE: OnboardingType = 'long';

/** Onboarding type for a user: short when a job was saved before login, else long. */
export function onboardingTypeFor(hasSavedJob: boolean): OnboardingType {
  return hasSavedJob ? 'short' : DEFAULT_ONBOARDING_TYPE;
}

/** Verification status of a user who has not verified their email. */
export const UNVERIFIED_STATUS = 'UV';

/** Whether `value` is one of `options` (narrows `value`). */
export function isOneOf<const T extends string>(options: readonly T[], value: unknown): value is T {
  return (options as readonly unknown[]).includes(value);
}
