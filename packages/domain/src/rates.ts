// Money of rates (spec §3 "displayRate and talentRate", §4 "Rate types"). Inside the server money is
// an integer count of the currency's minor units (cents; yen have none), never a float: a margin
// added to a rate with floats drifts (85.1 + 14.9 is not 100). The contract's `Money` is a
// major-unit number at the boundary; these functions convert it once, refusing what a currency
// cannot express, and apply the client's margin in integer arithmetic.
import type { RateType } from './enums.ts';

/** A client's margin on a talent rate: an amount added, or a percentage of the rate. */
export interface RateMargin {
  readonly type: RateType;
  /**
   * ABSOLUTE: major units of the rate's currency added to the rate (rounded to the currency's
   * minor unit, half up). PERCENTAGE: percent of the rate, with at most two decimals (12.5 = 12.5 %).
   */
  readonly value: number;
}

/** Why a money value was refused. */
export type MoneyProblem = 'invalid' | 'tooPrecise';

/** The outcome of converting a major-unit value. */
export type MinorUnitsResult =
  { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly problem: MoneyProblem };

/** The largest minor-unit amount accepted (far above any rate, well inside exact integers). */
export const MAX_MINOR_UNITS = 1e13;

/**
 * The number of decimals of a currency's minor unit (EUR 2, JPY 0, BHD 3), as ICU knows it.
 * Throws a RangeError for a code that is not a well-formed currency code.
 */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * A major-unit value (85.5 EUR) in minor units (8550). Refuses non-finite, negative or too large
 * values (`invalid`) and more decimals than the currency has (`tooPrecise`: 0.5 JPY, 1.005 EUR).
 */
export function toMinorUnits(value: number, currency: string): MinorUnitsResult {
  if (!Number.isFinite(value) || value < 0) return { ok: false, problem: 'invalid' };
  const factor = 10 ** currencyExponent(currency);
  const minor = Math.round(value * factor);
  if (minor > MAX_MINOR_UNITS) return { ok: false, problem: 'invalid' };
  // Whether the value had more decimals than the currency: the rounded amount converted back must
  // be the very same number (85.15 * 100 is 8515.000000000001, rounds to 8515, back to 85.15).
  if (minor / factor !== value) return { ok: false, problem: 'tooPrecise' };
  return { ok: true, minor };
}

/** Minor units (8550) as a major-unit number (85.5) for the contract. */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyExponent(currency);
}

/** Integer division rounding half up, for non-negative numerators and positive divisors. */
function divideHalfUp(numerator: bigint, divisor: bigint): bigint {
  return (numerator * 2n + divisor) / (divisor * 2n);
}

/** Whether a margin can be applied: a finite, non-negative value with at most two decimals for a percentage. */
export function isValidRateMargin(margin: RateMargin): boolean {
  if (!Number.isFinite(margin.value) || margin.value < 0) return false;
  if (margin.type === 'PERCENTAGE') return Math.round(margin.value * 100) / 100 === margin.value;
  return true;
}

/**
 * The rate shown to the client for a talent rate (both in minor units of `currency`): the talent
 * rate plus the client's margin — an absolute amount (rounded to the currency's minor unit, half
 * up) or a percentage of the rate in basis points, rounded half up. Throws a RangeError for a
 * margin `isValidRateMargin` refuses or a talent rate that is not a non-negative safe integer.
 */
export function applyRateMargin(talentMinor: number, margin: RateMargin, currency: string): number {
  if (!Number.isSafeInteger(talentMinor) || talentMinor < 0) throw new RangeError('Expected minor units');
  if (!isValidRateMargin(margin)) throw new RangeError('Invalid rate margin');
  if (margin.type === 'ABSOLUTE') {
    const factor = 10 ** currencyExponent(currency);
    return talentMinor + Number(divideHalfUp(BigInt(Math.round(margin.value * 1e6)) * BigInt(factor), 1_000_000n));
  }
  const basisPoints = BigInt(Math.round(margin.value * 100));
  return talentMinor + Number(divideHalfUp(BigInt(talentMinor) * basisPoints, 10_000n));
}
