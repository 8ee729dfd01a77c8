// Rates of applications: the talent's rate checked against the tenant's currencies and the
// currency's minor unit, and the rate shown to the client (the talent rate plus the legal entity's
// margin for the rate unit). Money is integer minor units here; the contract's `Money` is major units.
import type { components } from '@talent/api-client';
import { applyRateMargin, fromMinorUnits, toMinorUnits } from '@talent/domain';
import type { RateUnit } from '@talent/domain';
import type { Tenant } from '../../tenants/tenants.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** A checked rate: talent and display rate in minor units (null without a value), currency and unit. */
export interface CheckedRate {
  readonly talentMinor: number | null;
  readonly displayMinor: number | null;
  readonly currency: string;
  readonly unit: RateUnit;
}

/**
 * Checks a proposed rate (`field` names it in a 422): a currency the tenant offers, a value the
 * currency can express (no more decimals than its minor unit, 0.5 JPY is refused); computes the
 * display rate with the margin of the rate's unit.
 */
export function checkRate(
  tenant: Tenant,
  rate: { readonly value: number | null; readonly currency: string; readonly unit: RateUnit },
  field: string,
): CheckedRate {
  if (!tenant.config.currencies.includes(rate.currency)) {
    throw problem.rejected([{ field: `${field}.currency`, messages: ['rate.currencyNotOffered'] }], 'rate.invalid');
  }
  if (rate.value === null) return { talentMinor: null, displayMinor: null, currency: rate.currency, unit: rate.unit };
  const minor = toMinorUnits(rate.value, rate.currency);
  if (!minor.ok) {
    const message = minor.problem === 'tooPrecise' ? 'rate.tooPrecise' : 'rate.invalid';
    throw problem.rejected([{ field: `${field}.value`, messages: [message] }], message);
  }
  const margin = tenant.legalEntityConfig.rateMargins[rate.unit];
  return {
    talentMinor: minor.minor,
    displayMinor: applyRateMargin(minor.minor, margin, rate.currency),
    currency: rate.currency,
    unit: rate.unit,
  };
}

/** A contract `Rate` of minor units. */
export function toRate(minor: number | null, currency: string, unit: RateUnit): Schemas['Rate'] {
  return { value: minor === null ? null : fromMinorUnits(minor, currency), currency, period: unit };
}

/** The answer of `calculateApplicationRate`. */
export function rateCalculation(tenant: Tenant, checked: CheckedRate): Schemas['RateCalculation'] {
  const margin = tenant.legalEntityConfig.rateMargins[checked.unit];
  return {
    talentRate: toRate(checked.talentMinor, checked.currency, checked.unit),
    displayRate: toRate(checked.displayMinor, checked.currency, checked.unit),
    rateType: margin.type,
    adjustment: margin.value,
  };
}
