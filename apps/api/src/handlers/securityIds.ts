// The logged-in freelancer's security ids: only the masked value ever leaves the server (see
// services/securityIds.ts for how the value is kept).
import type { components } from '@talent/api-client';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../bootstrap/context.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { withTenant } from '../db/client.ts';
import type { Tx } from '../db/client.ts';
import { projects, securityIds } from '../db/schema.ts';
import { problem } from '../http/errors.ts';
import { isUniqueViolation } from '../services/dbErrors.ts';
import { currentFreelancer } from '../services/freelancers.ts';
import { maskSecurityId, normalizeSecurityId, securityIdCipher } from '../services/securityIds.ts';

type Schemas = components['schemas'];

/** Security ids a freelancer may keep (the contract's list size). */
export const MAX_SECURITY_IDS = 50;

/** The contract's SecurityId of a row: never the value, only its masked copy. */
function toSecurityId(row: typeof securityIds.$inferSelect): Schemas['SecurityId'] {
  return {
    id: row.id,
    maskedValue: row.maskedValue,
    ...(row.label !== null && { label: row.label }),
    created: row.createdAt.toISOString(),
  };
}

/** The project a security id is entered for (its pattern and title); a 422 when the tenant has no such project. */
async function projectRules(tx: Tx, clientId: string, projectId: number) {
  const [project] = await tx
    .select({ id: projects.id, title: projects.title, securityIdPattern: projects.securityIdPattern })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), eq(projects.id, projectId)));
  // The contract has no 404 here: an unknown project is a rejected field.
  if (!project) throw problem.rejected([{ field: 'projectId', messages: ['securityId.projectNotFound'] }]);
  return project;
}

/**
 * Whether a value matches a project's pattern (a regular expression from the client's data; none
 * means any value). A pattern that does not compile is the client's mistake, not the freelancer's:
 * it is logged and the value accepted.
 */
function matchesPattern(pattern: string | null, value: string, log: FastifyBaseLogger): boolean {
  if (!pattern) return true;
  let expression: RegExp;
  try {
    expression = new RegExp(pattern, 'u');
  } catch {
    log.warn({ pattern }, 'project security id pattern does not compile; value accepted');
    return true;
  }
  return expression.test(value);
}

/** Security id handlers. */
export function securityIdHandlers(context: ServerContext): OperationHandlers {
  const { db } = context.database;
  const cipher = securityIdCipher(context.config.jwtSecret);
  return {
    listSecurityIds(request) {
      return withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const rows = await tx
          .select()
          .from(securityIds)
          .where(and(eq(securityIds.clientId, request.tenant.id), eq(securityIds.freelancerId, freelancer.id)))
          .orderBy(asc(securityIds.createdAt), asc(securityIds.id))
          .limit(MAX_SECURITY_IDS);
        return { results: rows.map(toSecurityId) } satisfies Schemas['SecurityIdList'];
      });
    },

    async createSecurityId(request, reply) {
      const body = request.body;
      const value = normalizeSecurityId(body.value);
      if (value === '') throw problem.rejected([{ field: 'value', messages: ['validation.required'] }]);
      const tenantId = request.tenant.id;
      const created = await withTenant(db, tenantId, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const project = body.projectId === undefined ? undefined : await projectRules(tx, tenantId, body.projectId);
        if (project && !matchesPattern(project.securityIdPattern, value, request.log)) {
          throw problem.rejected([{ field: 'value', messages: ['securityId.pattern'] }]);
        }
        const owner = and(eq(securityIds.clientId, tenantId), eq(securityIds.freelancerId, freelancer.id));
        const valueHash = cipher.hash(tenantId, freelancer.id, value);
        const [duplicate] = await tx
          .select({ id: securityIds.id })
          .from(securityIds)
          .where(and(owner, eq(securityIds.valueHash, valueHash)));
        if (duplicate) throw problem.conflict('securityId.duplicate', 'value');
        const [counted] = await tx.select({ n: count() }).from(securityIds).where(owner);
        if ((counted?.n ?? 0) >= MAX_SECURITY_IDS) throw problem.rejected([], 'securityId.limitReached');
        const [row] = await tx
          .insert(securityIds)
          .values({
            clientId: tenantId,
            freelancerId: freelancer.id,
            projectId: project?.id ?? null,
            // The project's title tells the freelancer what the id was entered for.
            label: project ? project.title.slice(0, 255) : null,
            valueEncrypted: cipher.encrypt(tenantId, freelancer.id, value),
            valueHash,
            maskedValue: maskSecurityId(value),
          })
          .returning();
        return toSecurityId(row!);
      }).catch((error: unknown) => {
        // Two identical requests at once: the unique index decides, and the loser is a duplicate.
        if (isUniqueViolation(error)) throw problem.conflict('securityId.duplicate', 'value');
        throw error;
      });
      return reply.code(201).send(created);
    },
  };
}
