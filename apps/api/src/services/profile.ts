// The profile document (spec §3 "profile fields that may be hidden by config"): which fields a
// freelancer may not see or edit, how the profile is presented, and how complete it is.
import type { components } from '@talent/api-client';
import type { ProfileDocument } from '../db/schema.ts';
import type { FreelancerRow } from './freelancers.ts';

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

/**
 * What profile strength counts, with weights summing to 100. Each entry names the hideable field it
 * stands for; a field hidden for the freelancer leaves both the numerator and the denominator.
 */
export const STRENGTH_WEIGHTS: readonly { readonly field: HiddenFieldName; readonly weight: number }[] = [
  { field: 'professionalTitle', weight: 15 },
  { field: 'description', weight: 15 },
  { field: 'profileImage', weight: 10 },
  { field: 'mobileNumber', weight: 10 },
  { field: 'availability', weight: 10 },
  { field: 'hourRate', weight: 10 },
  { field: 'firstName', weight: 5 },
  { field: 'lastName', weight: 5 },
  { field: 'linkedinHandle', weight: 5 },
  { field: 'homeAddress.city', weight: 5 },
  { field: 'homeAddress.country', weight: 5 },
  { field: 'homeAddress.street', weight: 3 },
  { field: 'homeAddress.zip', weight: 2 },
];

/** Whether a counted field is filled in. */
function isFilled(row: FreelancerRow, field: HiddenFieldName): boolean {
  const profile = row.profile;
  const text = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
  switch (field) {
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
export function profileStrength(row: FreelancerRow): Schemas['ProfileStrength'] {
  const hidden = new Set<string>(hiddenFields(row));
  const counted = STRENGTH_WEIGHTS.filter((entry) => !hidden.has(entry.field));
  const total = counted.reduce((sum, entry) => sum + entry.weight, 0);
  const missing = counted.filter((entry) => !isFilled(row, entry.field));
  const filled = total - missing.reduce((sum, entry) => sum + entry.weight, 0);
  // Everything hidden: nothing is left to fill in, so the profile is as complete as it can be.
  const score = total === 0 ? 100 : Math.floor((filled * 100) / total);
  return { score, missing: missing.map((entry) => entry.field) };
}
