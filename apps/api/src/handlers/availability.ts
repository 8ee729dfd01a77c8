// Periods in which the logged-in freelancer is not available (spec §7 notAvailable). Periods may
// overlap (a holiday inside a longer leave is still a fact the freelancer may want to note); they
// are listed earliest first.
import type { components } from '@talent/api-client';
import { and, asc, count, eq } from 'drizzle-orm';
import type { ServerContext } from '../bootstrap/context.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { withTenant } from '../db/client.ts';
import { notAvailable } from '../db/schema.ts';
import { problem } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { currentFreelancer } from '../services/freelancers.ts';
import { isCalendarDate, isoDate, multilineTextProblems } from '../services/validation.ts';

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

/** The contract's NotAvailablePeriod of a row. */
function toPeriod(row: typeof notAvailable.$inferSelect): Schemas['NotAvailablePeriod'] {
  return { id: row.id, start: row.startDate, end: row.endDate, ...(row.reason !== null && { reason: row.reason }) };
}

/** The values of a period input, or a 422 with its field errors. */
function periodValues(input: Schemas['NotAvailablePeriodInput'], now: number) {
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

/** Availability handlers. */
export function availabilityHandlers(context: ServerContext): OperationHandlers {
  const { db } = context.database;
  return {
    listNotAvailable(request) {
      return withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const rows = await tx
          .select()
          .from(notAvailable)
          .where(and(eq(notAvailable.clientId, request.tenant.id), eq(notAvailable.freelancerId, freelancer.id)))
          .orderBy(asc(notAvailable.startDate), asc(notAvailable.endDate), asc(notAvailable.id))
          .limit(MAX_PERIODS);
        return { results: rows.map(toPeriod) } satisfies Schemas['NotAvailablePeriodList'];
      });
    },

    async createNotAvailable(request, reply) {
      const values = periodValues(request.body, context.now());
      const period = await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const [counted] = await tx
          .select({ n: count() })
          .from(notAvailable)
          .where(and(eq(notAvailable.clientId, request.tenant.id), eq(notAvailable.freelancerId, freelancer.id)));
        if ((counted?.n ?? 0) >= MAX_PERIODS) throw problem.rejected([], 'availability.limitReached');
        const [row] = await tx
          .insert(notAvailable)
          .values({ clientId: request.tenant.id, freelancerId: freelancer.id, ...values })
          .returning();
        return toPeriod(row!);
      });
      return reply.code(201).send(period);
    },

    updateNotAvailable(request) {
      const { id } = request.params;
      const values = periodValues(request.body, context.now());
      return withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const [row] = await tx
          .update(notAvailable)
          .set(values)
          .where(
            and(
              eq(notAvailable.clientId, request.tenant.id),
              eq(notAvailable.freelancerId, freelancer.id),
              eq(notAvailable.id, id),
            ),
          )
          .returning();
        // Another freelancer's (or tenant's) period is indistinguishable from none.
        if (!row) throw problem.notFound('availability.notFound');
        return toPeriod(row);
      });
    },

    async deleteNotAvailable(request, reply) {
      const { id } = request.params;
      await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const deleted = await tx
          .delete(notAvailable)
          .where(
            and(
              eq(notAvailable.clientId, request.tenant.id),
              eq(notAvailable.freelancerId, freelancer.id),
              eq(notAvailable.id, id),
            ),
          )
          .returning({ id: notAvailable.id });
        if (deleted.length === 0) throw problem.notFound('availability.notFound');
      });
      return reply.code(204).send();
    },
  };
}
