// The profile document (spec §3 "profile fields that may be hidden by config"): which fields a
// freelancer may not see or edit, the rules of a change (updateProfileInfo and onboarding's profile
// rows share them), how the profile is presented, and how complete it is.
import type { components } from '@talent/api-client';
import type { Tx } from '../../db/client.ts';
import type { ProfileDocument, freelancers } from '../../db/schema.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { isPlaceholderEmail } from '../identity/emailAddresses.ts';
import { newestUploadedCv } from '../cv/cvFiles.ts';
import { hasProfileImage } from '../files/files.ts';
import { phoneUsedByOther } from '../identity/freelancers.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import { readCv } from '../cv/structuredCv.ts';
import type { Cv } from '../cv/structuredCv.ts';
import {
  CONTROL_CHARACTERS,
  countryProblems,
  isCalendarDate,
  isoDate,
  multilineTextProblems,
  nameProblems,
  parsePhone,
  phoneProblems,
} from '../shared/validation.ts';
import type { FieldError } from '../../problems.ts';

type Schemas = components['schemas'];
/** A profile field the client may hide (the contract's HiddenFieldName). */
export type HiddenFieldName = Schemas['HiddenFieldName'];

/**
 * Every hideable field, in the contract's order. A record keyed by the contract's enum, so a field
 * added to the contract fails the typecheck here until it is listed.
 */
const HIDEABLE_ORDER: Readonly<Record<HiddenFieldName, true>> = {
  'homeAddress.addressLine1': true,
  'homeAddress.addressLine2': true,
  'homeAddress.street': true,
  'homeAddress.city': true,
  'homeAddress.zip': true,
  'homeAddress.state': true,
  'homeAddress.country': true,
  mobileNumber: true,
  profileImage: true,
  firstName: true,
  lastName: true,
  professionalTitle: true,
  availability: true,
  description: true,
  linkedinHandle: true,
  hourRate: true,
};
export const HIDEABLE_FIELDS = Object.keys(HIDEABLE_ORDER) as HiddenFieldName[];
const HIDEABLE = new Set<string>(HIDEABLE_FIELDS);

/**
 * The fields hidden for a freelancer. The domain's tenant schema has no setting for hidden profile
 * fields (only `legalEntityConfig.jobFieldSettings`, which is about job fields), so the per-user
 * column `freelancers.hidden_fields` is the only source. Values that are not hideable field names
 * (a typo written by an import) are ignored rather than breaking every profile answer.
 */
export function hiddenFields(row: FreelancerRow): HiddenFieldName[] {
  const names = new Set(row.hiddenFields.filter((name) => HIDEABLE.has(name)));
  return HIDEABLE_FIELDS.filter((name) => names.has(name));
}

/** The hideable field paths a ProfileInfo body sets (keys present, whatever their value). */
export function fieldPathsOf(body: Schemas['ProfileInfo']): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === 'homeAddress' && value && typeof value === 'object') {
      for (const sub of Object.keys(value)) paths.push(`homeAddress.${sub}`);
    } else {
      paths.push(key);
    }
  }
  return paths;
}

/** Field errors of a ProfileInfo body that sets fields hidden for the freelancer (`profile.fieldHidden`). */
export function hiddenFieldProblems(row: FreelancerRow, body: Schemas['ProfileInfo']): FieldError[] {
  const hidden = new Set<string>(hiddenFields(row));
  return fieldPathsOf(body)
    .filter((path) => hidden.has(path))
    .map((field) => ({ field, messages: ['profile.fieldHidden'] }));
}

type RateUnit = Schemas['RateUnit'];

/**
 * Upper bounds of a rate per period: the contract's Money allows up to 100 000 000, which is a
 * plausible project price but not an hourly rate; a typo of three extra zeros should be refused.
 */
export const RATE_MAX: Readonly<Record<RateUnit, number>> = {
  HR: 100_000,
  DAY: 1_000_000,
  WEEK: 5_000_000,
  MONTH: 20_000_000,
  YEAR: 100_000_000,
  PROJECT: 100_000_000,
};

/** How far ahead "available from" may lie. */
const AVAILABILITY_MAX_YEARS_AHEAD = 5;

/** The account signs in with its mobile number (registered with it: placeholder email). */
const signsInWithPhone = (row: FreelancerRow) => row.phoneE164 !== null && isPlaceholderEmail(row.email, 'phone');

/** What a change of the profile document writes, or why it cannot. */
export interface ProfileChanges {
  /** Field errors, with the body's paths (`homeAddress.country`, `mobileNumber.number`). */
  readonly errors: FieldError[];
  /** The freelancer columns to set when there are no errors. */
  readonly set: Partial<typeof freelancers.$inferInsert>;
}

/**
 * The changes of a ProfileInfo body (shapes already checked against the contract), or its field
 * errors. A change merges: a field sent is set (null or "" clears it), a field not sent keeps its
 * value — the portal edits the profile in sections, and a section must not wipe the others (nor
 * the fields hidden for it). Hidden fields are the caller's check (`hiddenFieldProblems`).
 */
export async function profileInfoChanges(
  tx: Tx,
  tenant: Tenant,
  row: FreelancerRow,
  body: Schemas['ProfileInfo'],
  now: number,
): Promise<ProfileChanges> {
  const errors: FieldError[] = [];
  const set: Partial<typeof freelancers.$inferInsert> = {};
  const profile: ProfileDocument = structuredClone(row.profile);
  const text = (value: string | undefined) => (value === undefined ? undefined : value.trim());

  if (body.homeAddress) {
    errors.push(...countryProblems(body.homeAddress.country, 'homeAddress.country'));
    const address = { ...profile.homeAddress };
    for (const [key, value] of Object.entries(body.homeAddress) as [keyof typeof address, string][]) {
      if (CONTROL_CHARACTERS.test(value))
        errors.push({ field: `homeAddress.${key}`, messages: ['validation.invalid'] });
      const trimmed = value.trim();
      if (trimmed === '') delete address[key];
      else address[key] = trimmed;
    }
    profile.homeAddress = address;
  }

  if (body.mobileNumber !== undefined) {
    if (body.mobileNumber === null) {
      // The number of a phone account is how it logs in: clearing it would lock the account out.
      if (signsInWithPhone(row)) errors.push({ field: 'mobileNumber', messages: ['profile.loginPhoneReadOnly'] });
      else Object.assign(set, { phoneE164: null, phoneCountry: null });
    } else {
      const problems = phoneProblems(body.mobileNumber, 'mobileNumber');
      if (problems.length > 0) errors.push(...problems);
      else {
        const phone = parsePhone(body.mobileNumber);
        if (phone.e164 !== row.phoneE164) {
          // A profile number is never proven (docs/decisions/identity.md, "Which numbers sign in"), so it may not
          // replace the number a phone account logs in with.
          if (signsInWithPhone(row)) {
            errors.push({ field: 'mobileNumber.number', messages: ['profile.loginPhoneReadOnly'] });
          } else if (await phoneUsedByOther(tx, tenant.id, phone.e164, row.id)) {
            // One number per account in a tenant (unique index); the contract offers 422, not 409.
            errors.push({ field: 'mobileNumber.number', messages: ['validation.phoneInUse'] });
          }
        }
        Object.assign(set, { phoneE164: phone.e164, phoneCountry: phone.country });
      }
    }
  }

  if (body.profileImage !== undefined) {
    if (body.profileImage !== null) {
      if (!(await hasProfileImage(tx, tenant.id, row.id, body.profileImage)))
        errors.push({ field: 'profileImage', messages: ['profile.imageNotFound'] });
    }
    profile.profileImage = body.profileImage;
  }

  for (const field of ['firstName', 'lastName'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const problems = nameProblems(value, field);
    errors.push(...problems);
    if (problems.length === 0) set[field] = value.trim();
  }

  for (const field of ['professionalTitle', 'description', 'linkedinHandle'] as const) {
    const value = text(body[field]);
    if (value === undefined) continue;
    // The description is multi-line; a title and a handle are one line.
    if (field === 'description') errors.push(...multilineTextProblems(value, field));
    else if (CONTROL_CHARACTERS.test(value)) errors.push({ field, messages: ['validation.invalid'] });
    if (value === '') delete profile[field];
    else profile[field] = value;
  }

  if (body.availability !== undefined) {
    if (body.availability !== null) {
      if (!isCalendarDate(body.availability)) errors.push({ field: 'availability', messages: ['validation.date'] });
      else if (body.availability > isoDate(now, AVAILABILITY_MAX_YEARS_AHEAD)) {
        errors.push({ field: 'availability', messages: ['validation.maxValue'] });
      }
    }
    profile.availability = body.availability;
  }

  if (body.hourRate !== undefined) {
    if (body.hourRate !== null && !(body.hourRate > 0)) {
      errors.push({ field: 'hourRate', messages: ['validation.minValue'] });
    } else if (body.hourRate !== null && body.hourRate > RATE_MAX.HR) {
      errors.push({ field: 'hourRate', messages: ['validation.maxValue'] });
    }
    profile.hourRate = body.hourRate === null ? null : Math.round(body.hourRate * 100) / 100;
  }

  set.profile = profile;
  return { errors, set };
}

/** The contract's ProfileInfo of a freelancer, without the fields hidden for them. */
export function toProfileInfo(row: FreelancerRow): Schemas['ProfileInfo'] {
  const hidden = new Set<string>(hiddenFields(row));
  const shown = (field: string) => !hidden.has(field);
  const profile: ProfileDocument = row.profile;
  const address: NonNullable<Schemas['ProfileInfo']['homeAddress']> = {};
  for (const [key, value] of Object.entries(profile.homeAddress ?? {})) {
    if (typeof value === 'string' && value !== '' && shown(`homeAddress.${key}`)) {
      (address as Record<string, string>)[key] = value;
    }
  }
  const info: Schemas['ProfileInfo'] = {};
  if (Object.keys(address).length > 0) info.homeAddress = address;
  if (shown('mobileNumber')) {
    info.mobileNumber =
      row.phoneE164 && row.phoneCountry ? { number: row.phoneE164, countryCode: row.phoneCountry } : null;
  }
  if (shown('profileImage')) info.profileImage = profile.profileImage ?? null;
  if (shown('firstName') && row.firstName) info.firstName = row.firstName;
  if (shown('lastName') && row.lastName) info.lastName = row.lastName;
  if (shown('professionalTitle') && profile.professionalTitle) info.professionalTitle = profile.professionalTitle;
  if (shown('availability')) info.availability = profile.availability ?? null;
  if (shown('description') && profile.description) info.description = profile.description;
  if (shown('linkedinHandle') && profile.linkedinHandle) info.linkedinHandle = profile.linkedinHandle;
  if (shown('hourRate')) info.hourRate = profile.hourRate ?? null;
  return info;
}

/** What profile strength counts beyond the hideable profile fields: the CV file and sections of the structured CV. */
export const CV_STRENGTH_FIELDS = [
  'cv.file',
  'cv.skills',
  'cv.employmentHistory',
  'cv.educationHistory',
  'cv.masteredLanguages',
] as const;
/** A field profile strength counts (a name of `missing`). */
export type StrengthField = HiddenFieldName | (typeof CV_STRENGTH_FIELDS)[number];

/**
 * What profile strength counts, with weights summing to 100, heaviest first (the order of
 * `missing`, so the first entry is the most useful thing to add next). Profile fields name the
 * hideable field they stand for; a field hidden for the freelancer leaves both the numerator and
 * the denominator. The CV counts as much as the profile text: a client reads it first.
 */
export const STRENGTH_WEIGHTS: readonly { readonly field: StrengthField; readonly weight: number }[] = [
  { field: 'professionalTitle', weight: 10 },
  { field: 'cv.file', weight: 10 },
  { field: 'cv.employmentHistory', weight: 10 },
  { field: 'description', weight: 8 },
  { field: 'cv.skills', weight: 8 },
  { field: 'availability', weight: 6 },
  { field: 'hourRate', weight: 6 },
  { field: 'mobileNumber', weight: 5 },
  { field: 'profileImage', weight: 5 },
  { field: 'cv.educationHistory', weight: 5 },
  { field: 'cv.masteredLanguages', weight: 5 },
  { field: 'firstName', weight: 4 },
  { field: 'lastName', weight: 4 },
  { field: 'homeAddress.city', weight: 4 },
  { field: 'homeAddress.country', weight: 4 },
  { field: 'linkedinHandle', weight: 3 },
  { field: 'homeAddress.street', weight: 2 },
  { field: 'homeAddress.zip', weight: 1 },
];

/** What profile strength reads besides the freelancer row. */
export interface StrengthFacts {
  readonly cv: Cv;
  /** The freelancer uploaded a CV file (a generated one is made from the profile and adds nothing). */
  readonly hasCvFile: boolean;
}

/** The facts profile strength needs from the structured CV and the files. */
export async function strengthFacts(tx: Tx, row: FreelancerRow): Promise<StrengthFacts> {
  const owner = { clientId: row.clientId, freelancerId: row.id };
  return { cv: await readCv(tx, owner), hasCvFile: (await newestUploadedCv(tx, owner)) !== undefined };
}

/** Whether a counted field is filled in. */
function isFilled(row: FreelancerRow, facts: StrengthFacts, field: StrengthField): boolean {
  const profile = row.profile;
  const text = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
  switch (field) {
    case 'cv.file':
      return facts.hasCvFile;
    case 'cv.skills':
      return facts.cv.skills.length > 0;
    case 'cv.employmentHistory':
      return facts.cv.employmentHistory.length > 0;
    case 'cv.educationHistory':
      return facts.cv.educationHistory.length > 0;
    case 'cv.masteredLanguages':
      return facts.cv.masteredLanguages.length > 0;
    case 'firstName':
      return text(row.firstName);
    case 'lastName':
      return text(row.lastName);
    case 'mobileNumber':
      return text(row.phoneE164);
    case 'profileImage':
      return text(profile.profileImage);
    case 'availability':
      return text(profile.availability);
    // The hourly rate of the profile, or the standard rate (GET /freelancer/rate) in any period:
    // either tells a client what the freelancer costs.
    case 'hourRate':
      return typeof profile.hourRate === 'number' || row.rateValue !== null;
    case 'professionalTitle':
    case 'description':
    case 'linkedinHandle':
      return text(profile[field]);
    default: {
      const key = field.slice('homeAddress.'.length) as keyof NonNullable<ProfileDocument['homeAddress']>;
      return text(profile.homeAddress?.[key]);
    }
  }
}

/** The contract's ProfileStrength: filled weight over the weight of the fields not hidden, in percent. */
export function profileStrength(row: FreelancerRow, facts: StrengthFacts): Schemas['ProfileStrength'] {
  const hidden = new Set<string>(hiddenFields(row));
  const counted = STRENGTH_WEIGHTS.filter((entry) => !hidden.has(entry.field));
  const total = counted.reduce((sum, entry) => sum + entry.weight, 0);
  const missing = counted.filter((entry) => !isFilled(row, facts, entry.field));
  const filled = total - missing.reduce((sum, entry) => sum + entry.weight, 0);
  // Everything hidden: nothing is left to fill in, so the profile is as complete as it can be.
  const score = total === 0 ? 100 : Math.floor((filled * 100) / total);
  return { score, missing: missing.map((entry) => entry.field) };
}
