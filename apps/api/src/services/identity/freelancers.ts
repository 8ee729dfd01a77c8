// Reading freelancers and presenting them as the contract's FreelancerUser.
import type { FreelancerUser } from '@talent/api-client';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { IdentityProvider } from './identityTokens.ts';
import type { Tx } from '../../db/client.ts';
import { freelancers, identities } from '../../db/schema.ts';
import { countApplications } from '../applications/applications.ts';
import { countOpenInvitations } from '../invitations/invitations.ts';
import { recordAgreements } from '../profile/legal.ts';
import type { LegalVersions } from '../profile/legal.ts';
import { problem } from '../../problems.ts';

/** A freelancer row. */
export type FreelancerRow = typeof freelancers.$inferSelect;

/** The freelancer with this email (case-insensitive) in the tenant, if any. */
export async function findByEmail(tx: Tx, clientId: string, email: string): Promise<FreelancerRow | undefined> {
  const [row] = await tx
    .select()
    .from(freelancers)
    .where(and(eq(freelancers.clientId, clientId), sql`lower(${freelancers.email}) = lower(${email})`));
  return row;
}

/** The freelancer with this E.164 mobile number in the tenant, if any. */
export async function findByPhone(tx: Tx, clientId: string, phoneE164: string): Promise<FreelancerRow | undefined> {
  const [row] = await tx
    .select()
    .from(freelancers)
    .where(and(eq(freelancers.clientId, clientId), eq(freelancers.phoneE164, phoneE164)));
  return row;
}

/** The freelancer linked to an identity (provider and subject) in the tenant, if any. */
export async function findByIdentity(
  tx: Tx,
  clientId: string,
  provider: (typeof identities.$inferSelect)['provider'],
  subject: string,
): Promise<FreelancerRow | undefined> {
  const [row] = await tx
    .select({ freelancer: freelancers })
    .from(identities)
    .innerJoin(freelancers, eq(freelancers.id, identities.freelancerId))
    .where(
      and(
        eq(identities.clientId, clientId),
        eq(identities.provider, provider),
        eq(identities.subject, subject),
        eq(freelancers.clientId, clientId),
      ),
    );
  return row?.freelancer;
}

/** The freelancer with this id in the tenant; a 401 when it is gone (its token is then meaningless). */
export async function requireFreelancer(tx: Tx, clientId: string, id: number): Promise<FreelancerRow> {
  const [row] = await tx
    .select()
    .from(freelancers)
    .where(and(eq(freelancers.clientId, clientId), eq(freelancers.id, id)));
  if (!row) throw problem.unauthorized('auth.accountGone');
  return row;
}

/**
 * The freelancer of an authenticated request. A deactivated account's access token (valid until it
 * expires) is refused with 401 `auth.accountDeactivated`: every authenticated operation declares a
 * 401, the portal answers it by logging out, and a new login then says 403 with the same message.
 */
export async function currentFreelancer(tx: Tx, auth: { freelancerId: number; clientId: string } | undefined) {
  if (!auth) throw problem.unauthorized();
  const row = await requireFreelancer(tx, auth.clientId, auth.freelancerId);
  if (!row.isActive) throw problem.unauthorized('auth.accountDeactivated');
  return row;
}

/** Whether a freelancer can log in without a password (an identity provider). */
async function hasIdentity(tx: Tx, row: FreelancerRow): Promise<boolean> {
  const [result] = await tx
    .select({ n: count() })
    .from(identities)
    .where(and(eq(identities.clientId, row.clientId), eq(identities.freelancerId, row.id)));
  return (result?.n ?? 0) > 0;
}

/** The contract's FreelancerUser of a row. */
export async function toFreelancerUser(tx: Tx, row: FreelancerRow): Promise<FreelancerUser> {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    email: row.email,
    futureEmail: row.futureEmail,
    firstName: row.firstName,
    lastName: row.lastName,
    isActive: row.isActive,
    subscribed: row.subscribed,
    residenceCountry: row.residenceCountry,
    verificationStatus: row.verificationStatus,
    hasCompletedOnboarding: row.hasCompletedOnboarding,
    hasPasswordOrSocial: row.passwordHash !== null || (await hasIdentity(tx, row)),
    // Submitted applications not withdrawn, and invitations still open (see the services).
    jobApplicationCount: await countApplications(tx, { clientId: row.clientId, freelancerId: row.id }),
    jobInvitationCount: await countOpenInvitations(tx, { clientId: row.clientId, freelancerId: row.id }),
    locale: row.locale,
  };
}

/** A new account: its row, the legal versions it agrees to, and the identity it signs in with, if any. */
export interface NewFreelancer {
  readonly values: typeof freelancers.$inferInsert;
  /** The current terms and privacy statement, which registering agrees to. */
  readonly legal: LegalVersions;
  /** The identity provider's account it was registered from. */
  readonly identity?: { readonly provider: IdentityProvider; readonly subject: string };
}

/**
 * Creates an account, whichever way it registers (email and password, phone, identity token):
 * the row, the identity it signs in with, and its agreement to the current terms and privacy
 * statement. Uniqueness (email, phone, identity) is the caller's check, with its own field errors.
 */
export async function createFreelancer(tx: Tx, input: NewFreelancer): Promise<FreelancerRow> {
  const [row] = await tx.insert(freelancers).values(input.values).returning();
  const freelancer = row!;
  if (input.identity) {
    await tx.insert(identities).values({
      clientId: freelancer.clientId,
      freelancerId: freelancer.id,
      provider: input.identity.provider,
      subject: input.identity.subject,
    });
  }
  await recordAgreements(tx, {
    clientId: freelancer.clientId,
    freelancerId: freelancer.id,
    documents: ['terms', 'privacy'],
    versions: input.legal,
  });
  return freelancer;
}

/** Changes a freelancer's row (in the tenant only) and returns it; undefined when there is none. */
export async function updateFreelancer(
  tx: Tx,
  clientId: string,
  id: number,
  values: Partial<typeof freelancers.$inferInsert>,
): Promise<FreelancerRow | undefined> {
  const [row] = await tx
    .update(freelancers)
    .set(values)
    .where(and(eq(freelancers.clientId, clientId), eq(freelancers.id, id)))
    .returning();
  return row;
}

/** Whether another account of the tenant has this number (one number per account, unique index). */
export async function phoneUsedByOther(
  tx: Tx,
  clientId: string,
  phoneE164: string,
  exceptId: number,
): Promise<boolean> {
  const rows = await tx
    .select({ id: freelancers.id })
    .from(freelancers)
    .where(and(eq(freelancers.clientId, clientId), eq(freelancers.phoneE164, phoneE164), ne(freelancers.id, exceptId)));
  return rows.length > 0;
}
