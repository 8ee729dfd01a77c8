// Invitations created and cancelled by the client's system (VMS): a talent is asked to apply to an
// open project, and emailed about it. The talent answers them in the portal (accept = apply,
// decline), which is the talent side's business.
import type { components } from '@talent/api-client';
import { projectTabHref } from '@talent/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, freelancers, invitations, projects } from '../../db/schema.ts';
import { isUniqueViolation } from '../shared/dbErrors.ts';
import { OPEN_INVITATION_STATES, openInvitationAt } from '../invitations/invitations.ts';
import type { VmsScope } from './vmsApplications.ts';
import { problem } from '../../problems.ts';

type Invitation = components['schemas']['Invitation'];
type InvitationRow = typeof invitations.$inferSelect;

/** The talent's page of their invitations, where the invitation mail points. */
export const INVITATIONS_PAGE = projectTabHref('invitations');

/** Who and what to invite: one of each pair. */
export interface VmsInvitationInput {
  readonly freelancerId?: number | undefined;
  readonly freelancerEmail?: string | undefined;
  readonly projectId?: number | undefined;
  readonly projectVmsId?: string | undefined;
  readonly expiresAt?: string | undefined;
  readonly message?: string | undefined;
  readonly eventId?: string | undefined;
}

async function projectSummary(tx: Tx, projectId: number) {
  const [row] = await tx
    .select({ id: projects.id, title: projects.title, siteCity: projects.siteCity, status: projects.status })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row!;
}

async function invitationOf(tx: Tx, row: InvitationRow): Promise<Invitation> {
  return {
    id: row.id,
    job: await projectSummary(tx, row.projectId),
    code: row.code,
    state: row.state,
    created: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The project an operation names by id or by vmsId, if it exists. */
export async function findProject(
  tx: Tx,
  clientId: string,
  ref: { id?: number | undefined; vmsId?: string | undefined },
) {
  const [row] = await tx
    .select({
      id: projects.id,
      vmsId: projects.vmsId,
      title: projects.title,
      status: projects.status,
      periodDeadline: projects.periodDeadline,
    })
    .from(projects)
    .where(
      and(
        eq(projects.clientId, clientId),
        ref.id !== undefined ? eq(projects.id, ref.id) : eq(projects.vmsId, ref.vmsId ?? ''),
      ),
    );
  return row;
}

/**
 * Creates an invitation and emails the talent. `created` is false when `eventId` names an
 * invitation created before (the same request sent again): that one is returned, nothing changes.
 */
export async function createVmsInvitation(
  tx: Tx,
  scope: VmsScope,
  input: VmsInvitationInput,
): Promise<{ invitation: Invitation; created: boolean }> {
  const clientId = scope.tenant.id;
  if ((input.freelancerId === undefined) === (input.freelancerEmail === undefined)) {
    throw problem.badRequest('error.validation', [
      { field: 'freelancerId', messages: ['integration.freelancerIdOrEmail'] },
    ]);
  }
  if ((input.projectId === undefined) === (input.projectVmsId === undefined)) {
    throw problem.badRequest('error.validation', [{ field: 'projectId', messages: ['integration.projectIdOrVmsId'] }]);
  }
  // Locked: two invitations of the same talent sent at once are checked one after the other.
  const [talent] = await tx
    .select({
      id: freelancers.id,
      email: freelancers.email,
      firstName: freelancers.firstName,
      locale: freelancers.locale,
      subscriptionUuid: freelancers.subscriptionUuid,
    })
    .from(freelancers)
    .where(
      and(
        eq(freelancers.clientId, clientId),
        eq(freelancers.isActive, true),
        input.freelancerId !== undefined
          ? eq(freelancers.id, input.freelancerId)
          : sql`lower(${freelancers.email}) = lower(${input.freelancerEmail ?? ''})`,
      ),
    )
    .for('update');
  if (!talent) throw problem.notFound('integration.talentNotFound');
  const project = await findProject(tx, clientId, { id: input.projectId, vmsId: input.projectVmsId });
  if (!project) throw problem.notFound('integration.projectNotFound');
  if (input.eventId !== undefined) {
    const [earlier] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.clientId, clientId), eq(invitations.externalId, input.eventId)));
    // The same request again (its answer was lost): the invitation it made, whatever happened since.
    if (earlier?.freelancerId === talent.id && earlier.projectId === project.id) {
      return { invitation: await invitationOf(tx, earlier), created: false };
    }
    if (earlier) throw problem.conflict('integration.eventIdReused', 'eventId');
  }
  const expiresAt = input.expiresAt === undefined ? null : new Date(input.expiresAt);
  if (expiresAt && expiresAt.getTime() <= scope.now) {
    throw problem.rejected([{ field: 'expiresAt', messages: ['integration.expiresInPast'] }]);
  }
  const open =
    project.status === 'ACTIVE' && (project.periodDeadline === null || project.periodDeadline.getTime() > scope.now);
  if (!open) throw problem.conflict('integration.projectClosed');
  const [applied] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.clientId, clientId),
        eq(applications.freelancerId, talent.id),
        eq(applications.projectId, project.id),
        ne(applications.status, 'UNDER_CONSTRUCTION'),
      ),
    );
  if (applied) throw problem.conflict('integration.alreadyApplied');
  const [invited] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.clientId, clientId),
        eq(invitations.freelancerId, talent.id),
        eq(invitations.projectId, project.id),
        openInvitationAt(new Date(scope.now)),
      ),
    );
  if (invited) throw problem.conflict('integration.alreadyInvited');
  const [row] = await tx
    .insert(invitations)
    .values({
      clientId,
      freelancerId: talent.id,
      projectId: project.id,
      message: input.message ?? null,
      externalId: input.eventId ?? null,
      expiresAt,
    })
    .returning()
    .catch((error: unknown) => {
      // The same eventId sent twice at the same moment (for another talent, else the lock above
      // had serialised them): the unique index decides, the loser is told.
      if (isUniqueViolation(error)) throw problem.conflict('integration.eventIdReused', 'eventId');
      throw error;
    });
  await scope.messenger.send(tx, {
    tenant: scope.tenant,
    kind: 'invitation',
    locale: talent.locale,
    to: talent.email,
    channel: 'email',
    link: `${scope.origin}${INVITATIONS_PAGE}`,
    values: { name: talent.firstName ?? 'none', project: project.title, message: input.message ?? '' },
    subscriptionUuid: talent.subscriptionUuid,
    key: `invitation:${row!.id}`,
  });
  return { invitation: await invitationOf(tx, row!), created: true };
}

/**
 * Cancels an open invitation (state cn, code can). Cancelling a cancelled one again changes
 * nothing; one that is no longer open (expired, completed) is a 409.
 */
export async function cancelVmsInvitation(tx: Tx, scope: VmsScope, id: number): Promise<Invitation> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.clientId, scope.tenant.id), eq(invitations.id, id)))
    .for('update');
  if (!row) throw problem.notFound('integration.invitationNotFound');
  if (row.state === 'cn') return invitationOf(tx, row);
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= scope.now;
  if (!OPEN_INVITATION_STATES.includes(row.state) || expired) throw problem.conflict('integration.invitationNotOpen');
  const [cancelled] = await tx
    .update(invitations)
    .set({ state: 'cn', code: 'can', updatedAt: sql`now()` })
    .where(eq(invitations.id, row.id))
    .returning();
  return invitationOf(tx, cancelled!);
}

/** A line of the `vms list` command: an open invitation with its project and talent. */
export interface InvitationSummary {
  readonly id: number;
  readonly projectId: number;
  readonly projectTitle: string;
  readonly talentEmail: string;
  readonly expiresAt: Date | null;
}

/** The tenant's open invitations (not cancelled, completed or expired), newest first. */
export async function listOpenInvitations(
  tx: Tx,
  clientId: string,
  now: number,
  limit = 200,
): Promise<InvitationSummary[]> {
  return tx
    .select({
      id: invitations.id,
      projectId: projects.id,
      projectTitle: projects.title,
      talentEmail: freelancers.email,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .innerJoin(freelancers, eq(freelancers.id, invitations.freelancerId))
    .where(and(eq(invitations.clientId, clientId), openInvitationAt(new Date(now))))
    .orderBy(desc(invitations.id))
    .limit(limit);
}
