// The logged-in freelancer's security ids: only the masked value ever leaves the server (see
// services/securityIds.ts for how the value is kept).
import type { components } from '@talent/api-client';
import { and, asc, count, eq } from 'drizzle-orm';
import type { OperationHandlers, ServerContext } from '../context.ts';
import { withTenant } from '../db/client.ts';
import { securityIds } from '../db/schema.ts';
import { problem } from '../errors.ts';
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
      const body = request.body as Schemas['SecurityIdInput'];
      const value = normalizeSecurityId(body.value);
      if (value === '') throw problem.rejected([{ field: 'value', messages: ['validation.required'] }]);
      const tenantId = request.tenant.id;
      const created = await withTenant(db, tenantId, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
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
            // Projects live in the client's systems (no project table here), so the project's id
            // is kept as given; its value pattern cannot be checked yet.
            projectId: body.projectId ?? null,
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
