// The recruiter's interview availability of a project, as the client's system (VMS) uploads it:
// each upload replaces the project's free slots. A slot an application holds or booked is the
// talent's appointment and is never taken away by an upload.
import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { interviewSlots, projects } from '../../db/schema.ts';
import { MAX_FIELD_ERRORS } from '../../contract/fieldErrors.ts';
import { problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';

/** A slot to offer, as sent. */
export interface SlotInput {
  readonly start: string;
  readonly end: string;
}

/** A slot of a project now. */
export interface ProjectSlot {
  readonly id: number;
  readonly start: string;
  readonly end: string;
  /** Held or booked by an application. */
  readonly booked: boolean;
}

type SlotRow = typeof interviewSlots.$inferSelect;

/** Whether an application holds the slot: booked (no expiry) or held by a draft whose hold has not lapsed. */
const isTaken = (row: SlotRow, now: number) =>
  row.applicationId !== null && (row.heldUntil === null || row.heldUntil.getTime() > now);

/** Why each slot is refused (`slots.<index>`), in upload order. */
function slotErrors(slots: readonly SlotInput[], taken: readonly SlotRow[], now: number): FieldError[] {
  const spans = slots.map((slot) => ({ start: Date.parse(slot.start), end: Date.parse(slot.end) }));
  const sameAsTaken = (span: { start: number; end: number }) =>
    taken.some((row) => row.startsAt.getTime() === span.start && row.endsAt.getTime() === span.end);
  const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.start < b.end && b.start < a.end;
  const errors: FieldError[] = [];
  spans.forEach((span, index) => {
    const messages: string[] = [];
    if (span.start <= now) messages.push('integration.slotInPast');
    if (span.end <= span.start) messages.push('integration.slotEndBeforeStart');
    else if (
      spans.some((other, j) => j !== index && other.end > other.start && overlaps(span, other)) ||
      (!sameAsTaken(span) &&
        taken.some((row) => overlaps(span, { start: row.startsAt.getTime(), end: row.endsAt.getTime() })))
    ) {
      messages.push('integration.slotOverlap');
    }
    if (messages.length > 0) errors.push({ field: `slots.${index}`, messages });
  });
  return errors;
}

/** The project's slots in time order. */
export async function projectSlots(tx: Tx, projectId: number, now: number): Promise<ProjectSlot[]> {
  const rows = await tx
    .select()
    .from(interviewSlots)
    .where(eq(interviewSlots.projectId, projectId))
    .orderBy(asc(interviewSlots.startsAt));
  return rows.map((row) => ({
    id: row.id,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    booked: isTaken(row, now),
  }));
}

/**
 * Replaces the free slots of `projectId` with `slots` (422 naming each refused slot: in the past,
 * ending before it starts, overlapping another). Returns the project's slots afterwards.
 */
export async function replaceInterviewSlots(
  tx: Tx,
  clientId: string,
  projectId: number,
  slots: readonly SlotInput[],
  now: number,
): Promise<ProjectSlot[]> {
  // One upload of a project at a time.
  await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), eq(projects.id, projectId)))
    .for('update');
  const existing = await tx.select().from(interviewSlots).where(eq(interviewSlots.projectId, projectId));
  const taken = existing.filter((row) => isTaken(row, now));
  const errors = slotErrors(slots, taken, now);
  if (errors.length > 0) throw problem.rejected(errors.slice(0, MAX_FIELD_ERRORS));
  // The condition is evaluated again on each row as it is deleted: a slot a talent booked a moment
  // ago (after the read above) is not free any more and stays.
  await tx
    .delete(interviewSlots)
    .where(
      and(
        eq(interviewSlots.projectId, projectId),
        or(
          isNull(interviewSlots.applicationId),
          and(isNotNull(interviewSlots.heldUntil), lte(interviewSlots.heldUntil, new Date(now))),
        ),
      ),
    );
  if (slots.length > 0) {
    await tx
      .insert(interviewSlots)
      .values(
        slots.map((slot) => ({ clientId, projectId, startsAt: new Date(slot.start), endsAt: new Date(slot.end) })),
      )
      // A slot equal to a kept one is that slot.
      .onConflictDoNothing({ target: [interviewSlots.projectId, interviewSlots.startsAt] });
  }
  return projectSlots(tx, projectId, now);
}

/** Hours (UTC) of the demo availability: a morning, a late morning and an afternoon slot. */
const DEMO_HOURS = [9, 11, 14];

/**
 * A recruiter's typical availability for demos (the `vms slots --next-days` command, the seed):
 * three 30-minute slots (09:00, 11:00, 14:00 UTC) on each weekday of the `days` days after `now`.
 */
export function weekdaySlots(now: number, days: number): SlotInput[] {
  const slots: SlotInput[] = [];
  const today = new Date(now);
  for (let day = 1; day <= days; day++) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + day));
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    for (const hour of DEMO_HOURS) {
      const start = new Date(date.getTime() + hour * 3_600_000);
      slots.push({ start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() });
    }
  }
  return slots;
}
