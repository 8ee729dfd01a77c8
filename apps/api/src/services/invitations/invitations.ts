// Invitations to apply, as the talent sees them. Open means created or started (`cr`, `st`) and
// not expired; an invitation whose `expires_at` passed reads as expired (`ex`, code `exp`) whatever
// its stored state, so nothing has to sweep them. Starting an application for the invited project
// starts the invitation (`st`/`str`), submitting completes it (`cm`/`com`), declining cancels it.
import type { components } from '@talent/api-client';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invitations, projectPools, projects } from '../../db/schema.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** Invitations listed at most. */
const MAX_INVITATIONS = 500;

/** Whose invitations. */
export interface InvitationOwner {
  readonly clientId: string;
  readonly freelancerId: number;
}

type InvitationRow = typeof invitations.$inferSelect;

/** States of an invitation the talent can still answer (created, started). */
export const OPEN_INVITATION_STATES: readonly InvitationRow['state'][] = ['cr', 'st'];

/**
 * The condition of an invitation the talent can still answer at `at`: open state, not expired.
 * The talent's calls ask at the database's `now()`; the VMS side passes its request clock.
 */
export function openInvitationAt(at: Date | SQL = sql`now()`): SQL {
  return and(
    inArray(invitations.state, [...OPEN_INVITATION_STATES]),
    or(isNull(invitations.expiresAt), gt(invitations.expiresAt, at)),
  )!;
}

const isOpen = openInvitationAt();

/** The contract's Invitation, an expired one read as `ex`/`exp`. */
function toInvitation(row: InvitationRow, job: Schemas['JobSummary'], now: Date): Schemas['Invitation'] {
  const expired = OPEN_INVITATION_STATES.includes(row.state) && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    job,
    code: expired ? 'exp' : row.code,
    state: expired ? 'ex' : row.state,
    created: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

async function listWhere(tx: Tx, owner: InvitationOwner, condition: SQL | undefined, limit: number, now: Date) {
  const rows = await tx
    .select({
      invitation: invitations,
      job: { id: projects.id, title: projects.title, siteCity: projects.siteCity, status: projects.status },
    })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .where(
      and(
        eq(invitations.clientId, owner.clientId),
        eq(invitations.freelancerId, owner.freelancerId),
        eq(projects.clientId, owner.clientId),
        condition,
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit);
  return rows.map((r) => toInvitation(r.invitation, r.job, now));
}

/** The freelancer's open invitations, newest first; only those to projects of `poolId` when given. */
export async function openInvitations(
  tx: Tx,
  owner: InvitationOwner,
  now: Date,
  options: { poolId?: number; limit?: number } = {},
): Promise<Schemas['Invitation'][]> {
  const inPool =
    options.poolId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${projectPools} pp WHERE pp.project_id = ${invitations.projectId} AND pp.pool_id = ${options.poolId} AND pp.client_id = ${owner.clientId})`;
  return listWhere(tx, owner, and(isOpen, inPool), options.limit ?? MAX_INVITATIONS, now);
}

/** How many open invitations the freelancer has. */
export async function countOpenInvitations(tx: Tx, owner: InvitationOwner): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(eq(invitations.clientId, owner.clientId), eq(invitations.freelancerId, owner.freelancerId), isOpen));
  return row?.n ?? 0;
}

/**
 * Declines an open invitation of the freelancer (`cn`/`can`); 404 for another's or an unknown one,
 * 409 `invitation.notOpen` when it is no longer open (declined, expired, canceled or applied to).
 */
export async function declineInvitation(
  tx: Tx,
  owner: InvitationOwner,
  id: number,
  now: Date,
): Promise<Schemas['Invitation']> {
  const mine = and(
    eq(invitations.clientId, owner.clientId),
    eq(invitations.freelancerId, owner.freelancerId),
    eq(invitations.id, id),
  );
  const [row] = await tx.select({ id: invitations.id }).from(invitations).where(mine).for('update');
  if (!row) throw problem.notFound('invitation.notFound');
  const declined = await tx
    .update(invitations)
    .set({ state: 'cn', code: 'can', updatedAt: sql`now()` })
    .where(and(mine, isOpen))
    .returning({ id: invitations.id });
  if (declined.length === 0) throw problem.conflict('invitation.notOpen');
  const [answer] = await listWhere(tx, owner, eq(invitations.id, id), 1, now);
  return answer!;
}

/** Starts the freelancer's open invitation to the project, if any (`st`/`str`); its id. */
export async function startInvitation(tx: Tx, owner: InvitationOwner, projectId: number): Promise<number | null> {
  const [row] = await tx
    .update(invitations)
    .set({ state: 'st', code: 'str', updatedAt: sql`now()` })
    .where(
      and(
        eq(invitations.clientId, owner.clientId),
        eq(invitations.freelancerId, owner.freelancerId),
        eq(invitations.projectId, projectId),
        isOpen,
      ),
    )
    .returning({ id: invitations.id });
  return row?.id ?? null;
}

/** Marks an invitation: completed by a submission (`cm`/`com`) or created again when its draft is cancelled. */
export async function setInvitationState(
  tx: Tx,
  clientId: string,
  id: number,
  state: { state: 'cm'; code: 'com' } | { state: 'cr'; code: 'inv' },
): Promise<void> {
  await tx
    .update(invitations)
    .set({ ...state, updatedAt: sql`now()` })
    .where(and(eq(invitations.clientId, clientId), eq(invitations.id, id)));
}
