// The logged-in freelancer's profile data: names, country of residence, the profile document (with
// the fields the client hides for them), profile strength, and the standard rate.
import type { components } from '@talent/api-client';
import { DEFAULT_CURRENCY } from '@talent/domain';
import type { ServerContext } from '../bootstrap/context.ts';
import { asFreelancer } from '../http/operations.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { hasProfileImage } from '../services/files.ts';
import type { Tx } from '../db/client.ts';
import type { freelancers } from '../db/schema.ts';
import type { ProfileDocument } from '../db/schema.ts';
import { problem } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { isUniqueViolation } from '../services/dbErrors.ts';
import { isPlaceholderEmail } from '../services/emailAddresses.ts';
import { phoneUsedByOther, toFreelancerUser, updateFreelancer } from '../services/freelancers.ts';
import type { FreelancerRow } from '../services/freelancers.ts';
import { fieldPathsOf, hiddenFields, profileStrength, toProfileInfo } from '../services/profile.ts';
import {
  CONTROL_CHARACTERS,
  countryProblems,
  isCalendarDate,
  isoDate,
  multilineTextProblems,
  nameProblems,
  parsePhone,
  phoneProblems,
} from '../services/validation.ts';
import type { Tenant } from '../tenants/tenants.ts';

type Schemas = components['schemas'];
type RateUnit = Schemas['RateUnit'];

/** How far ahead "available from" may lie. */
const AVAILABILITY_MAX_YEARS_AHEAD = 5;

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

/** The currency of a rate when none is given: EUR (spec §9) when the tenant quotes in it, else its first. */
export function defaultCurrency(tenant: Tenant): string {
  const currencies = tenant.config.currencies;
  return currencies.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : currencies[0]!;
}

/** The account signs in with its mobile number (registered with it: placeholder email). */
const signsInWithPhone = (row: FreelancerRow) => row.phoneE164 !== null && isPlaceholderEmail(row.email, 'phone');

/** Profile handlers. */
export function profileHandlers(context: ServerContext): OperationHandlers {
  /** Writes columns of the freelancer and returns the new row. */
  async function updateRow(tx: Tx, row: FreelancerRow, set: Partial<typeof freelancers.$inferInsert>) {
    const updated = await updateFreelancer(tx, row.clientId, row.id, { ...set, updatedAt: new Date(context.now()) });
    return updated!;
  }

  /**
   * The changes of a ProfileInfo body, or its field errors. A PUT of the profile document merges:
   * a field sent is set (null or "" clears it), a field not sent keeps its value — the portal edits
   * the profile in sections, and a section must not wipe the others (nor the fields hidden for it).
   */
  async function profileChanges(
    tx: Tx,
    tenant: Tenant,
    row: FreelancerRow,
    body: Schemas['ProfileInfo'],
  ): Promise<{ errors: FieldError[]; set: Partial<typeof freelancers.$inferInsert> }> {
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
            // A profile number is never proven (README "Which numbers sign in"), so it may not
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
        else if (body.availability > isoDate(context.now(), AVAILABILITY_MAX_YEARS_AHEAD)) {
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

  return {
    async updateFreelancer(request) {
      const body = request.body;
      const errors = [...nameProblems(body.firstName, 'firstName'), ...nameProblems(body.lastName, 'lastName')];
      if (errors.length > 0) throw problem.rejected(errors);
      return asFreelancer(context, request, async ({ tx, freelancer: row }) => {
        const updated = await updateRow(tx, row, {
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          ...(body.subscribed !== undefined && { subscribed: body.subscribed }),
        });
        return toFreelancerUser(tx, updated);
      });
    },

    async updateResidenceCountry(request) {
      const { residenceCountry } = request.body;
      const errors = countryProblems(residenceCountry, 'residenceCountry');
      if (errors.length > 0) throw problem.rejected(errors);
      return asFreelancer(context, request, async ({ tx, freelancer: row }) => {
        return toFreelancerUser(tx, await updateRow(tx, row, { residenceCountry }));
      });
    },

    async updateProfileInfo(request) {
      const body = request.body;
      return asFreelancer(context, request, async ({ tx, freelancer: row }) => {
        // Fields hidden for the freelancer are refused before anything else is looked at: the
        // request is rejected as a whole, so none of its other fields are written either.
        const hidden = new Set<string>(hiddenFields(row));
        const refused = fieldPathsOf(body).filter((path) => hidden.has(path));
        if (refused.length > 0) {
          throw problem.rejected(refused.map((field) => ({ field, messages: ['profile.fieldHidden'] })));
        }
        const { errors, set } = await profileChanges(tx, request.tenant, row, body);
        if (errors.length > 0) throw problem.rejected(errors);
        return toProfileInfo(await updateRow(tx, row, set));
      }).catch((error: unknown) => {
        // Another account took the number between the check and the write: the unique index decides.
        if (isUniqueViolation(error)) {
          throw problem.rejected([{ field: 'mobileNumber.number', messages: ['validation.phoneInUse'] }]);
        }
        throw error;
      });
    },

    getHiddenFields(request) {
      return asFreelancer(context, request, ({ freelancer }) =>
        Promise.resolve({ hiddenFieldNames: hiddenFields(freelancer) } satisfies Schemas['HiddenFields']),
      );
    },

    getProfileStrength(request) {
      return asFreelancer(context, request, ({ freelancer }) => Promise.resolve(profileStrength(freelancer)));
    },

    getRate(request) {
      return asFreelancer(context, request, ({ freelancer: row }) => {
        // No rate yet is an answer, not an error: the value is null with the defaults the portal
        // pre-fills (the contract's Rate.value is nullable for this).
        return Promise.resolve({
          value: row.rateValue,
          currency: row.rateCurrency ?? defaultCurrency(request.tenant),
          period: (row.ratePeriod as RateUnit | null) ?? 'HR',
        } satisfies Schemas['Rate']);
      });
    },

    async updateRate(request) {
      const query = request.query;
      const tenant = request.tenant;
      const currency = query.currency ?? defaultCurrency(tenant);
      const period = query.period ?? 'HR';
      // Spec §5: the rate is a float; it is kept to the cent (numeric(12,2)).
      const value = Math.round(query.value * 100) / 100;
      const errors: FieldError[] = [];
      if (!(value > 0)) errors.push({ field: 'value', messages: ['validation.minValue'] });
      else if (value > RATE_MAX[period]) errors.push({ field: 'value', messages: ['validation.maxValue'] });
      if (!tenant.config.currencies.includes(currency))
        errors.push({ field: 'currency', messages: ['validation.oneOf'] });
      if (errors.length > 0) throw problem.rejected(errors);
      return asFreelancer(context, request, async ({ tx, freelancer: row }) => {
        const updated = await updateRow(tx, row, { rateValue: value, rateCurrency: currency, ratePeriod: period });
        return {
          value: updated.rateValue,
          currency: updated.rateCurrency!,
          period: updated.ratePeriod as RateUnit,
        } satisfies Schemas['Rate'];
      });
    },
  };
}
