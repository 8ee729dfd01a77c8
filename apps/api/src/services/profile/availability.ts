// Periods in which a freelancer is not available (spec §7 notAvailable): the rules of a period and
// the freelancer's list. Periods may overlap (a holiday inside a longer leave is still a fact the
// freelancer may want to note); they are listed earliest first.
import type { components } from '@talent/api-client';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notAvailable } from '../../db/schema.ts';
import { isCalendarDate, isoDate, multilineTextProblems } from '../shared/validation.ts';
import { problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';

type Schemas = components['schemas'];

/** Periods a freelancer may keep (the contract lists up to 500; nobody plans a hundred absences). */
export const MAX_PERIODS = 100;
/** How long one period may last, in days (about two years). */
export const MAX_PERIOD_DAYS = 731;
/** How far back a period may start (correcting last year's record is fine, older history is noise). */
const MAX_YEARS_BACK = 1;
/** How far ahead a period may end. */
const MAX_YEARS_AHEAD = 5;

const DAY_MS = 24 * 3600 * 1000;

/** Whose periods: the tenant and the freelancer. */
export interface PeriodOwner {
  readonly clientId: string;
  readonly freelancerId: number;
}

/** The contract's NotAvailablePeriod of a row. */
function toPeriod(row: typeof notAvailable.$inferSelect): Schemas['NotAvailablePeriod'] {
  return { id: row.id, start: row.startDate, end: row.endDate, ...(row.reason !== null && { reason: row.reason }) };
}

/** The values of a period input, or a 422 with its field errors. */
export function periodValues(input: Schemas['NotAvailablePeriodInput'], now: number) {
  const errors: FieldError[] = [];
  if (!isCalendarDate(input.start)) errors.push({ field: 'start', messages: ['validation.date'] });
  if (!isCalendarDate(input.end)) errors.push({ field: 'end', messages: ['validation.date'] });
  if (errors.length === 0) {
    // ISO dates compare as text.
    if (input.end < input.start) errors.push({ field: 'end', messages: ['availability.endBeforeStart'] });
    else if ((Date.parse(input.end) - Date.parse(input.start)) / DAY_MS + 1 > MAX_PERIOD_DAYS) {
      errors.push({ field: 'end', messages: ['availability.tooLong'] });
    }
    if (input.start < isoDate(now, -MAX_YEARS_BACK)) errors.push({ field: 'start', messages: ['validation.minValue'] });
    if (input.end > isoDate(now, MAX_YEARS_AHEAD)) errors.push({ field: 'end', messages: ['validation.maxValue'] });
  }
  errors.push(...multilineTextProblems(input.reason, 'reason'));
  const reason = input.reason?.trim();
  if (errors.length > 0) throw problem.rejected(errors);
  return { startDate: input.start, endDate: input.end, reason: reason ? reason : null };
}

/** A period's values, checked. */
export type PeriodValues = ReturnType<typeof periodValues>;

const ownedBy = (owner: PeriodOwner) =>
  and(eq(notAvailable.clientId, owner.clientId), eq(notAvailable.freelancerId, owner.freelancerId));

/** The freelancer's periods, earliest first. */
export async function listPeriods(tx: Tx, owner: PeriodOwner): Promise<Schemas['NotAvailablePeriod'][]> {
  const rows = await tx
    .select()
    .from(notAvailable)
    .where(ownedBy(owner))
    .orderBy(asc(notAvailable.startDate), asc(notAvailable.endDate), asc(notAvailable.id))
    .limit(MAX_PERIODS);
  return rows.map(toPeriod);
}

/** Adds a period (422 `availability.limitReached` at MAX_PERIODS). */
export async function addPeriod(
  tx: Tx,
  owner: PeriodOwner,
  values: PeriodValues,
): Promise<Schemas['NotAvailablePeriod']> {
  const [counted] = await tx.select({ n: count() }).from(notAvailable).where(ownedBy(owner));
  if ((counted?.n ?? 0) >= MAX_PERIODS) throw problem.rejected([], 'availability.limitReached');
  const [row] = await tx
    .insert(notAvailable)
    .values({ clientId: owner.clientId, freelancerId: owner.freelancerId, ...values })
    .returning();
  return toPeriod(row!);
}

/** Changes one of the freelancer's periods; another freelancer's (or tenant's) is indistinguishable from none (404). */
export async function updatePeriod(
  tx: Tx,
  owner: PeriodOwner,
  id: number,
  values: PeriodValues,
): Promise<Schemas['NotAvailablePeriod']> {
  const [row] = await tx
    .update(notAvailable)
    .set(values)
    .where(and(ownedBy(owner), eq(notAvailable.id, id)))
    .returning();
  if (!row) throw problem.notFound('availability.notFound');
  return toPeriod(row);
}

/** Deletes one of the freelancer's periods (404 when it is not theirs). */
export async function deletePeriod(tx: Tx, owner: PeriodOwner, id: number): Promise<void> {
  const deleted = await tx
    .delete(notAvailable)
    .where(and(ownedBy(owner), eq(notAvailable.id, id)))
    .returning({ id: notAvailable.id });
  if (deleted.length === 0) throw problem.notFound('availability.notFound');
}
