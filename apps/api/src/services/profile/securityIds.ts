// Security ids (identifiers a client requires for some projects) are personal data that must never
// be shown again once entered: the value is stored encrypted (AES-256-GCM, bound to its tenant and
// freelancer as additional data), with a keyed hash to find duplicates and a masked copy to show.
// Both keys are derived from the server secret with their own labels, so neither is the token key
// and a leaked table reveals nothing (a bare hash of a short id would be reversed by brute force).
import type { components } from '@talent/api-client';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Log } from '../shared/log.ts';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { projects, securityIds } from '../../db/schema.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** Security ids a freelancer may keep (the contract's list size). */
export const MAX_SECURITY_IDS = 50;

/** Characters of the value left visible at its end. */
const VISIBLE_CHARACTERS = 4;
const MASK = '*';

/** The cipher of security ids (`securityIdCipher`). */
export type SecurityIdCipher = ReturnType<typeof securityIdCipher>;

/** Encrypts, decrypts, hashes and masks security ids with keys derived from `secret`. */
export function securityIdCipher(secret: string) {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  const encryptionKey = derive('talent-portal/security-id-encryption/v1');
  const hashKey = derive('talent-portal/security-id-hash/v1');
  const scope = (clientId: string, freelancerId: number) => Buffer.from(`${clientId}\n${freelancerId}`);

  return {
    /** `v1.<iv>.<ciphertext>.<tag>` (base64url): a fresh 96-bit IV per value. */
    encrypt(clientId: string, freelancerId: number, value: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(scope(clientId, freelancerId));
      const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return ['v1', iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The clear value (throws when the stored value was tampered with or moved to another owner). */
    decrypt(clientId: string, freelancerId: number, stored: string): string {
      const [version, iv, ciphertext, tag] = stored.split('.');
      if (version !== 'v1' || !iv || ciphertext === undefined || !tag) throw new Error('Unknown security id format');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(scope(clientId, freelancerId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },

    /**
     * The keyed hash that finds duplicates. Ids are compared without surrounding spaces and without
     * regard to case (`ab-123` and `AB-123` are the same id as typed by a person).
     */
    hash(clientId: string, freelancerId: number, value: string): string {
      return createHmac('sha256', hashKey)
        .update(`${clientId}\n${freelancerId}\n${normalizeSecurityId(value).toUpperCase()}`)
        .digest('hex');
    },
  };
}

/** The value as stored: without surrounding spaces. */
export function normalizeSecurityId(value: string): string {
  return value.trim();
}

/**
 * The value with all but its last 4 characters masked; a short value shows at most half of its
 * characters, so a 4-character id is never shown whole.
 */
export function maskSecurityId(value: string): string {
  const visible = Math.min(VISIBLE_CHARACTERS, Math.floor(value.length / 2));
  return MASK.repeat(value.length - visible) + value.slice(value.length - visible);
}

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
function matchesPattern(pattern: string | null, value: string, log: Log): boolean {
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

/** Whose security ids: the tenant and the freelancer. */
export interface SecurityIdOwner {
  readonly clientId: string;
  readonly freelancerId: number;
}

/** The freelancer's security ids, oldest first (masked). */
export async function listSecurityIds(tx: Tx, owner: SecurityIdOwner): Promise<Schemas['SecurityId'][]> {
  const rows = await tx
    .select()
    .from(securityIds)
    .where(and(eq(securityIds.clientId, owner.clientId), eq(securityIds.freelancerId, owner.freelancerId)))
    .orderBy(asc(securityIds.createdAt), asc(securityIds.id))
    .limit(MAX_SECURITY_IDS);
  return rows.map(toSecurityId);
}

/**
 * Stores a security id (normalised, encrypted, hashed for duplicates, masked for display), checked
 * against the project's pattern when it is entered for one. 409 for a value the freelancer already
 * has, 422 at MAX_SECURITY_IDS.
 */
export async function addSecurityId(
  tx: Tx,
  cipher: SecurityIdCipher,
  owner: SecurityIdOwner,
  input: { readonly value: string; readonly projectId?: number | undefined },
  log: Log,
): Promise<Schemas['SecurityId']> {
  const { clientId, freelancerId } = owner;
  const value = normalizeSecurityId(input.value);
  if (value === '') throw problem.rejected([{ field: 'value', messages: ['validation.required'] }]);
  const project = input.projectId === undefined ? undefined : await projectRules(tx, clientId, input.projectId);
  if (project && !matchesPattern(project.securityIdPattern, value, log)) {
    throw problem.rejected([{ field: 'value', messages: ['securityId.pattern'] }]);
  }
  const owned = and(eq(securityIds.clientId, clientId), eq(securityIds.freelancerId, freelancerId));
  const valueHash = cipher.hash(clientId, freelancerId, value);
  const [duplicate] = await tx
    .select({ id: securityIds.id })
    .from(securityIds)
    .where(and(owned, eq(securityIds.valueHash, valueHash)));
  if (duplicate) throw problem.conflict('securityId.duplicate', 'value');
  const [counted] = await tx.select({ n: count() }).from(securityIds).where(owned);
  if ((counted?.n ?? 0) >= MAX_SECURITY_IDS) throw problem.rejected([], 'securityId.limitReached');
  const [row] = await tx
    .insert(securityIds)
    .values({
      clientId,
      freelancerId,
      projectId: project?.id ?? null,
      // The project's title tells the freelancer what the id was entered for.
      label: project ? project.title.slice(0, 255) : null,
      valueEncrypted: cipher.encrypt(clientId, freelancerId, value),
      valueHash,
      maskedValue: maskSecurityId(value),
    })
    .returning();
  return toSecurityId(row!);
}

/**
 * Whether the freelancer has a security id matching a project's pattern (any id when the project
 * has none). Stored ids are encrypted: each is decrypted to be tested.
 */
export async function hasMatchingSecurityId(
  tx: Tx,
  cipher: SecurityIdCipher,
  owner: SecurityIdOwner,
  pattern: string | null,
  log: Log,
): Promise<boolean> {
  const rows = await tx
    .select({ valueEncrypted: securityIds.valueEncrypted })
    .from(securityIds)
    .where(and(eq(securityIds.clientId, owner.clientId), eq(securityIds.freelancerId, owner.freelancerId)))
    .limit(MAX_SECURITY_IDS);
  return rows.some((row) =>
    matchesPattern(pattern, cipher.decrypt(owner.clientId, owner.freelancerId, row.valueEncrypted), log),
  );
}
