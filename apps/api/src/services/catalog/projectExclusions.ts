// The projects a freelancer marked "not interested": whether one is, marking and unmarking them,
// and the list of them.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projectExclusions, projects } from '../../db/schema.ts';
import { problem } from '../../problems.ts';

/** Whose exclusions: a freelancer of a tenant. */
export interface ExclusionOwner {
  readonly clientId: string;
  readonly freelancerId: number;
}

/** Whether the freelancer excluded the project. */
export async function isProjectExcluded(tx: Tx, owner: ExclusionOwner, projectId: number): Promise<boolean> {
  const [excluded] = await tx
    .select({ n: count() })
    .from(projectExclusions)
    .where(
      and(
        eq(projectExclusions.clientId, owner.clientId),
        eq(projectExclusions.freelancerId, owner.freelancerId),
        eq(projectExclusions.projectId, projectId),
      ),
    );
  return (excluded?.n ?? 0) > 0;
}

/** Excludes the projects (already excluded ones stay as they are). */
export async function excludeProjects(tx: Tx, owner: ExclusionOwner, projectIds: readonly number[]): Promise<void> {
  await tx
    .insert(projectExclusions)
    .values(projectIds.map((projectId) => ({ clientId: owner.clientId, freelancerId: owner.freelancerId, projectId })))
    .onConflictDoNothing();
}

/**
 * Excludes or includes again a set of distinct project ids; all must exist in the tenant (else a
 * 404 and nothing changes).
 */
export async function setProjectExclusions(
  tx: Tx,
  owner: ExclusionOwner,
  projectIds: readonly number[],
  excluded: boolean,
): Promise<void> {
  const found = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientId, owner.clientId), inArray(projects.id, [...projectIds])));
  if (found.length !== projectIds.length) throw problem.notFound('project.notFound');
  if (excluded) {
    await excludeProjects(tx, owner, projectIds);
  } else {
    await tx
      .delete(projectExclusions)
      .where(
        and(
          eq(projectExclusions.clientId, owner.clientId),
          eq(projectExclusions.freelancerId, owner.freelancerId),
          inArray(projectExclusions.projectId, [...projectIds]),
        ),
      );
  }
}

/** A page of the freelancer's excluded projects, newest exclusion first, and how many there are. */
export async function listProjectExclusions(
  tx: Tx,
  owner: ExclusionOwner,
  offset: number,
  limit: number,
): Promise<{ rows: { id: number; title: string; excludedAt: Date }[]; total: number }> {
  const mine = and(
    eq(projectExclusions.clientId, owner.clientId),
    eq(projectExclusions.freelancerId, owner.freelancerId),
  );
  const rows = await tx
    .select({ id: projects.id, title: projects.title, excludedAt: projectExclusions.createdAt })
    .from(projectExclusions)
    .innerJoin(projects, eq(projects.id, projectExclusions.projectId))
    .where(and(mine, eq(projects.clientId, owner.clientId)))
    .orderBy(desc(projectExclusions.createdAt), desc(projects.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(projectExclusions).where(mine);
  return { rows, total: total?.n ?? 0 };
}
