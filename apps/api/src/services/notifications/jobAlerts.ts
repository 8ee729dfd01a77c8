// Job alerts: a freelancer's saved searches (the search page's free text and filters), mailed as a
// daily or weekly digest of the projects new since the previous one (services/notifications/digests.ts). At most
// MAX_JOB_ALERTS per freelancer. Saving one turns the freelancer's job emails on: it is an explicit
// request for them.
import type { components } from '@talent/api-client';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { freelancers, jobAlerts, pools } from '../../db/schema.ts';
import type { StoredSearchFilters } from '../../db/schema.ts';
import { problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';

type Schemas = components['schemas'];
type JobAlertRow = typeof jobAlerts.$inferSelect;

/** Alerts one freelancer may keep (the contract's list limit). */
export const MAX_JOB_ALERTS = 20;

/** Whose alerts: the tenant and the freelancer. */
export interface AlertOwner {
  readonly clientId: string;
  readonly freelancerId: number;
}

/** The contract's JobAlert of a row. */
export function toJobAlert(row: JobAlertRow): Schemas['JobAlert'] {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    active: row.active,
    ...(row.query !== null && { query: row.query }),
    ...(Object.keys(row.filters).length > 0 && { filters: row.filters as Schemas['ProjectSearchFilters'] }),
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

/** The freelancer's alerts, newest first. */
export async function listJobAlerts(tx: Tx, owner: AlertOwner): Promise<Schemas['JobAlert'][]> {
  const rows = await tx
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.clientId, owner.clientId), eq(jobAlerts.freelancerId, owner.freelancerId)))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id))
    .limit(MAX_JOB_ALERTS);
  return rows.map(toJobAlert);
}

/**
 * Checks what the contract's schema cannot say about an alert (422 naming each field): a name that
 * is only spaces, a range whose ends are the wrong way round (it would match nothing, silently), a
 * pool the tenant does not have.
 */
async function checkAlert(
  tx: Tx,
  clientId: string,
  input: { readonly name?: string | undefined; readonly filters?: Schemas['ProjectSearchFilters'] | undefined },
): Promise<void> {
  const errors: FieldError[] = [];
  if (input.name !== undefined && input.name.trim() === '')
    errors.push({ field: 'name', messages: ['validation.required'] });
  const filters: Partial<Schemas['ProjectSearchFilters']> = input.filters ?? {};
  for (const range of ['hoursPerWeek', 'duration'] as const) {
    const { min, max } = filters[range] ?? {};
    if (min !== undefined && max !== undefined && min > max)
      errors.push({ field: `filters.${range}.max`, messages: ['validation.minValue'] });
  }
  const wanted = [...new Set(filters.pools ?? [])];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: pools.id })
      .from(pools)
      .where(and(eq(pools.clientId, clientId), inArray(pools.id, wanted)));
    const known = new Set(found.map((p) => p.id));
    (filters.pools ?? []).forEach((id, index) => {
      if (!known.has(id)) errors.push({ field: `filters.pools.${index}`, messages: ['pool.notFound'] });
    });
  }
  if (errors.length > 0) throw problem.rejected(errors);
}

/**
 * Saves a search as an alert and turns the freelancer's job emails on. The freelancer's row is
 * locked first, so two alerts saved at once cannot both pass the limit (409 `jobAlert.limit`).
 */
export async function createJobAlert(
  tx: Tx,
  owner: AlertOwner,
  input: Schemas['JobAlertInput'],
  now: Date,
): Promise<Schemas['JobAlert']> {
  await checkAlert(tx, owner.clientId, input);
  await tx
    .select({ id: freelancers.id })
    .from(freelancers)
    .where(and(eq(freelancers.clientId, owner.clientId), eq(freelancers.id, owner.freelancerId)))
    .for('update');
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.clientId, owner.clientId), eq(jobAlerts.freelancerId, owner.freelancerId)));
  if ((count?.n ?? 0) >= MAX_JOB_ALERTS) throw problem.conflict('jobAlert.limit');
  const query = input.query?.trim();
  const [row] = await tx
    .insert(jobAlerts)
    .values({
      clientId: owner.clientId,
      freelancerId: owner.freelancerId,
      name: input.name.trim(),
      frequency: input.frequency,
      query: query ? query : null,
      filters: (input.filters ?? {}) as StoredSearchFilters,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx
    .update(freelancers)
    .set({ subscribed: true, updatedAt: now })
    .where(and(eq(freelancers.clientId, owner.clientId), eq(freelancers.id, owner.freelancerId)));
  return toJobAlert(row!);
}

/** Renames, reschedules or pauses one of the freelancer's alerts (404 `jobAlert.notFound` when not theirs). */
export async function updateJobAlert(
  tx: Tx,
  owner: AlertOwner,
  id: number,
  input: Schemas['JobAlertUpdate'],
  now: Date,
): Promise<Schemas['JobAlert']> {
  await checkAlert(tx, owner.clientId, input);
  const [row] = await tx
    .update(jobAlerts)
    .set({
      ...(input.name !== undefined && { name: input.name.trim() }),
      ...(input.frequency !== undefined && { frequency: input.frequency }),
      ...(input.active !== undefined && { active: input.active }),
      updatedAt: now,
    })
    .where(
      and(eq(jobAlerts.clientId, owner.clientId), eq(jobAlerts.freelancerId, owner.freelancerId), eq(jobAlerts.id, id)),
    )
    .returning();
  if (!row) throw problem.notFound('jobAlert.notFound');
  return toJobAlert(row);
}

/** Deletes one of the freelancer's alerts (404 `jobAlert.notFound` when not theirs). */
export async function deleteJobAlert(tx: Tx, owner: AlertOwner, id: number): Promise<void> {
  const deleted = await tx
    .delete(jobAlerts)
    .where(
      and(eq(jobAlerts.clientId, owner.clientId), eq(jobAlerts.freelancerId, owner.freelancerId), eq(jobAlerts.id, id)),
    )
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw problem.notFound('jobAlert.notFound');
}

/** Pauses one of the freelancer's alerts (a digest's one-click unsubscribe); 404 when not theirs. */
export async function pauseJobAlert(tx: Tx, owner: AlertOwner, id: number, now: Date): Promise<void> {
  await updateJobAlert(tx, owner, id, { active: false }, now);
}
