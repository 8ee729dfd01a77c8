// Live-interview slots of a project (the recruiter's availability, in `interview_slots`). A slot is
// free when nobody holds it or the hold of a draft lapsed. Choosing a slot holds it with one
// conditional UPDATE, so of two talents choosing the same slot at the same moment exactly one gets
// it (PostgreSQL re-checks the WHERE of the second UPDATE once the first commits); submitting
// makes the hold permanent; cancelling the draft or withdrawing frees it.
import type { components } from '@talent/api-client';
import type { Log } from '../shared/log.ts';
import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { interviewSlots } from '../../db/schema.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** How long a draft holds a chosen slot before others may take it again. */
export const SLOT_HOLD_MINUTES = 30;
/** The period `freebusy` looks at by default. */
export const DEFAULT_SLOT_PERIOD_DAYS = 14;
/** Slots answered at most (the contract's bound). */
const MAX_SLOTS = 200;

/** Whose slot: the tenant, the project and the application holding it. */
export interface SlotHolder {
  readonly clientId: string;
  readonly projectId: number;
  readonly applicationId: number;
}

/** A slot as the contract sends it. */
function toSlot(row: { startsAt: Date; endsAt: Date }): Schemas['InterviewSlot'] {
  return { initialStart: row.startsAt.toISOString(), initialEnd: row.endsAt.toISOString() };
}

/** Slots nobody else holds: free, lapsed, or held by `applicationId` itself. */
function availableTo(applicationId: number | undefined) {
  return or(
    isNull(interviewSlots.applicationId),
    lt(interviewSlots.heldUntil, sql`now()`),
    ...(applicationId === undefined ? [] : [eq(interviewSlots.applicationId, applicationId)]),
  );
}

/**
 * The project's free slots in [from, to], oldest first, with why there are none: NO_FREE_SLOTS when
 * the project has no free slot at all (none came in, or all are taken), NO_SUITABLE_SLOTS when free
 * slots exist outside the period, ERROR when the availability could not be read.
 */
export async function freeSlots(
  tx: Tx,
  where: { clientId: string; projectId: number; applicationId?: number },
  period: { from: Date; to: Date },
  log: Log,
): Promise<Schemas['FreeBusy']> {
  const ofProject = and(eq(interviewSlots.clientId, where.clientId), eq(interviewSlots.projectId, where.projectId));
  try {
    // A savepoint: a failed read must not abort the request's transaction.
    return await tx.transaction(async (inner) => {
      const rows = await inner
        .select({ startsAt: interviewSlots.startsAt, endsAt: interviewSlots.endsAt })
        .from(interviewSlots)
        .where(
          and(
            ofProject,
            availableTo(where.applicationId),
            gte(interviewSlots.startsAt, period.from),
            lte(interviewSlots.startsAt, period.to),
          ),
        )
        .orderBy(asc(interviewSlots.startsAt))
        .limit(MAX_SLOTS);
      if (rows.length > 0) return { slots: rows.map(toSlot), result: null };
      const [anyFree] = await inner
        .select({ id: interviewSlots.id })
        .from(interviewSlots)
        .where(and(ofProject, availableTo(where.applicationId), gte(interviewSlots.startsAt, sql`now()`)))
        .limit(1);
      return { slots: [], result: anyFree ? 'NO_SUITABLE_SLOTS' : 'NO_FREE_SLOTS' };
    });
  } catch (error) {
    log.error({ err: error, projectId: where.projectId }, 'interview slots could not be read');
    return { slots: [], result: 'ERROR' };
  }
}

/**
 * Holds the slot [start, end] of the project for the application, releasing the slot it held
 * before; 409 `application.slotTaken` (field `interviewSlot`) when another application holds it
 * or the project has no such slot — the portal then fetches the free slots again.
 */
export async function holdSlot(tx: Tx, holder: SlotHolder, slot: { start: Date; end: Date }): Promise<void> {
  await releaseSlot(tx, holder, slot);
  const held = await tx
    .update(interviewSlots)
    .set({
      applicationId: holder.applicationId,
      heldUntil: sql`now() + make_interval(mins => ${SLOT_HOLD_MINUTES})`,
    })
    .where(
      and(
        eq(interviewSlots.clientId, holder.clientId),
        eq(interviewSlots.projectId, holder.projectId),
        eq(interviewSlots.startsAt, slot.start),
        eq(interviewSlots.endsAt, slot.end),
        gte(interviewSlots.startsAt, sql`now()`),
        availableTo(holder.applicationId),
      ),
    )
    .returning({ id: interviewSlots.id });
  if (held.length === 0) throw problem.conflict('application.slotTaken', 'interviewSlot');
}

/** Frees the slot the application holds (except `keep`, the slot about to be held again). */
export async function releaseSlot(tx: Tx, holder: SlotHolder, keep?: { start: Date }): Promise<void> {
  await tx
    .update(interviewSlots)
    .set({ applicationId: null, heldUntil: null })
    .where(
      and(
        eq(interviewSlots.clientId, holder.clientId),
        eq(interviewSlots.applicationId, holder.applicationId),
        ...(keep ? [sql`${interviewSlots.startsAt} <> ${keep.start}`] : []),
      ),
    );
}

/** Makes the application's hold permanent (a submitted application keeps its slot); false when it holds none. */
export async function confirmSlot(tx: Tx, holder: SlotHolder): Promise<boolean> {
  const kept = await tx
    .update(interviewSlots)
    .set({ heldUntil: null })
    .where(
      and(
        eq(interviewSlots.clientId, holder.clientId),
        eq(interviewSlots.applicationId, holder.applicationId),
        or(isNull(interviewSlots.heldUntil), sql`${interviewSlots.heldUntil} >= now()`),
      ),
    )
    .returning({ id: interviewSlots.id });
  return kept.length > 0;
}

/** The slot the application holds (a lapsed hold is none). */
export async function heldSlot(
  tx: Tx,
  holder: Pick<SlotHolder, 'clientId' | 'applicationId'>,
): Promise<Schemas['InterviewSlot'] | null> {
  const [row] = await tx
    .select({ startsAt: interviewSlots.startsAt, endsAt: interviewSlots.endsAt })
    .from(interviewSlots)
    .where(
      and(
        eq(interviewSlots.clientId, holder.clientId),
        eq(interviewSlots.applicationId, holder.applicationId),
        or(isNull(interviewSlots.heldUntil), sql`${interviewSlots.heldUntil} >= now()`),
      ),
    );
  return row ? toSlot(row) : null;
}
