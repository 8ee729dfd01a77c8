// The logged-in freelancer's profile data: names, country of residence, the profile document (with
// the fields the client hides for them), profile strength, and the standard rate.
import type { components } from '@talent/api-client';
import { DEFAULT_CURRENCY } from '@talent/domain';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import type { Tx } from '../../db/client.ts';
import type { freelancers } from '../../db/schema.ts';
import { problem } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../services/shared/dbErrors.ts';
import { toFreelancerUser, updateFreelancer } from '../../services/identity/freelancers.ts';
import type { FreelancerRow } from '../../services/identity/freelancers.ts';
import {
  RATE_MAX,
  hiddenFieldProblems,
  hiddenFields,
  profileInfoChanges,
  profileStrength,
  strengthFacts,
  toProfileInfo,
} from '../../services/profile/profile.ts';
import { countryProblems, nameProblems } from '../../services/shared/validation.ts';
import type { Tenant } from '../../tenants/tenants.ts';

type Schemas = components['schemas'];
type RateUnit = Schemas['RateUnit'];

/** The currency of a rate when none is given: EUR (spec §9) when the tenant quotes in it, else its first. */
export function defaultCurrency(tenant: Tenant): string {
  const currencies = tenant.config.currencies;
  return currencies.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : currencies[0]!;
}

/** Profile handlers. */
export function profileHandlers(context: ServerContext): OperationHandlers {
  /** Writes columns of the freelancer and returns the new row. */
  async function updateRow(tx: Tx, row: FreelancerRow, set: Partial<typeof freelancers.$inferInsert>) {
    const updated = await updateFreelancer(tx, row.clientId, row.id, { ...set, updatedAt: new Date(context.now()) });
    return updated!;
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
        const refused = hiddenFieldProblems(row, body);
        if (refused.length > 0) throw problem.rejected(refused);
        const { errors, set } = await profileInfoChanges(tx, request.tenant, row, body, context.now());
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
      return asFreelancer(context, request, async ({ tx, freelancer }) =>
        profileStrength(freelancer, await strengthFacts(tx, freelancer)),
      );
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
