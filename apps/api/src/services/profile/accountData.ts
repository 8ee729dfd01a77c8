// Writes of the logged-in freelancer's own data: names, country of residence, the profile document
// (never a field the client hides for them) and the standard rate. Reads and rules of the profile
// document are in profile.ts.
import type { components } from '@talent/api-client';
import { DEFAULT_CURRENCY } from '@talent/domain';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Tx } from '../../db/client.ts';
import type { freelancers } from '../../db/schema.ts';
import { problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { toFreelancerUser, updateFreelancer } from '../identity/freelancers.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import { isUniqueViolation } from '../shared/dbErrors.ts';
import { countryProblems, nameProblems } from '../shared/validation.ts';
import { RATE_MAX, hiddenFieldProblems, profileInfoChanges, toProfileInfo } from './profile.ts';

type Schemas = components['schemas'];
type RateUnit = Schemas['RateUnit'];

/** The currency of a rate when none is given: EUR (spec §9) when the tenant quotes in it, else its first. */
export function defaultCurrency(tenant: Tenant): string {
  const currencies = tenant.config.currencies;
  return currencies.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : currencies[0]!;
}

/** Writes columns of the freelancer and returns the new row. */
async function updateRow(
  context: Pick<ServerContext, 'now'>,
  tx: Tx,
  row: FreelancerRow,
  set: Partial<typeof freelancers.$inferInsert>,
): Promise<FreelancerRow> {
  const updated = await updateFreelancer(tx, row.clientId, row.id, { ...set, updatedAt: new Date(context.now()) });
  return updated!;
}

/** The checks of a name change, before any transaction (422 with the fields). */
export function checkNames(body: Schemas['FreelancerUpdate']): void {
  const errors = [...nameProblems(body.firstName, 'firstName'), ...nameProblems(body.lastName, 'lastName')];
  if (errors.length > 0) throw problem.rejected(errors);
}

/** Changes the names (and the job-mail subscription when given); resolves to the account. */
export async function updateNames(
  context: Pick<ServerContext, 'now'>,
  tx: Tx,
  row: FreelancerRow,
  body: Schemas['FreelancerUpdate'],
): Promise<Schemas['FreelancerUser']> {
  checkNames(body);
  const updated = await updateRow(context, tx, row, {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    ...(body.subscribed !== undefined && { subscribed: body.subscribed }),
  });
  return toFreelancerUser(tx, updated);
}

/** The checks of a residence country (422 with the field). */
export function checkResidenceCountry(residenceCountry: string): void {
  const errors = countryProblems(residenceCountry, 'residenceCountry');
  if (errors.length > 0) throw problem.rejected(errors);
}

/** Changes the country of residence; resolves to the account. */
export async function updateResidenceCountry(
  context: Pick<ServerContext, 'now'>,
  tx: Tx,
  row: FreelancerRow,
  residenceCountry: string,
): Promise<Schemas['FreelancerUser']> {
  checkResidenceCountry(residenceCountry);
  return toFreelancerUser(tx, await updateRow(context, tx, row, { residenceCountry }));
}

/**
 * Writes the profile document. Fields hidden for the freelancer are refused before anything else
 * is looked at: the request is rejected as a whole, so none of its other fields are written either.
 * A number another account took between the check and the write is refused by the unique index.
 */
export async function updateProfileInfo(
  context: Pick<ServerContext, 'now'>,
  tx: Tx,
  tenant: Tenant,
  row: FreelancerRow,
  body: Schemas['ProfileInfo'],
): Promise<Schemas['ProfileInfo']> {
  const refused = hiddenFieldProblems(row, body);
  if (refused.length > 0) throw problem.rejected(refused);
  const { errors, set } = await profileInfoChanges(tx, tenant, row, body, context.now());
  if (errors.length > 0) throw problem.rejected(errors);
  return toProfileInfo(await updateRow(context, tx, row, set));
}

/** A database error of a profile write as the answer it deserves (the number's unique index → 422). */
export function profileWriteProblem(error: unknown): unknown {
  return isUniqueViolation(error)
    ? problem.rejected([{ field: 'mobileNumber.number', messages: ['validation.phoneInUse'] }])
    : error;
}

/**
 * The standard rate. No rate yet is an answer, not an error: the value is null with the defaults
 * the portal pre-fills (the contract's Rate.value is nullable for this).
 */
export function rateOf(tenant: Tenant, row: FreelancerRow): Schemas['Rate'] {
  return {
    value: row.rateValue,
    currency: row.rateCurrency ?? defaultCurrency(tenant),
    period: (row.ratePeriod as RateUnit | null) ?? 'HR',
  };
}

/** A checked rate of the request (the tenant's currency by default, hourly by default), or a 422. */
export function checkStandardRate(
  tenant: Tenant,
  query: { readonly value: number; readonly currency?: string | undefined; readonly period?: RateUnit | undefined },
): { readonly value: number; readonly currency: string; readonly period: RateUnit } {
  const currency = query.currency ?? defaultCurrency(tenant);
  const period = query.period ?? 'HR';
  // Spec §5: the rate is a float; it is kept to the cent (numeric(12,2)).
  const value = Math.round(query.value * 100) / 100;
  const errors: FieldError[] = [];
  if (!(value > 0)) errors.push({ field: 'value', messages: ['validation.minValue'] });
  else if (value > RATE_MAX[period]) errors.push({ field: 'value', messages: ['validation.maxValue'] });
  if (!tenant.config.currencies.includes(currency)) errors.push({ field: 'currency', messages: ['validation.oneOf'] });
  if (errors.length > 0) throw problem.rejected(errors);
  return { value, currency, period };
}

/** Stores a checked rate as the freelancer's standard rate; resolves to it. */
export async function updateRate(
  context: Pick<ServerContext, 'now'>,
  tx: Tx,
  row: FreelancerRow,
  rate: ReturnType<typeof checkStandardRate>,
): Promise<Schemas['Rate']> {
  const updated = await updateRow(context, tx, row, {
    rateValue: rate.value,
    rateCurrency: rate.currency,
    ratePeriod: rate.period,
  });
  return { value: updated.rateValue, currency: updated.rateCurrency!, period: updated.ratePeriod as RateUnit };
}
