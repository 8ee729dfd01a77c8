// The freelancer's email address: changing it (a confirmation link to the new address, which stays
// `futureEmail` until confirmed), verifying the current one, and re-sending either link.
//
// Activation and verification share one effect (verificationStatus V) but differ in when they are
// used: the activation link is the registration mail (`activateAccount`, 7 days, answers ACTIVATED);
// the verification link proves the current address of an account later on (`verifyEmail`, 3 days,
// answers VERIFIED) and is bound to that address. A confirmed email change also verifies.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Tx } from '../../db/client.ts';
import { problem } from '../../problems.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { isUniqueViolation } from '../shared/dbErrors.ts';
import { emailCharacterProblems } from '../shared/validation.ts';
import { isUndeliverableEmail } from './emailAddresses.ts';
import { findByEmail, requireFreelancer, toFreelancerUser, updateFreelancer } from './freelancers.ts';
import type { FreelancerRow } from './freelancers.ts';
import { ACTIVATION_EMAILS_PER_HOUR, sendTokenLink } from './linkMails.ts';
import { consumeLinkToken, retireLinkTokens } from './tokens.ts';

type Schemas = components['schemas'];

/** What the email rules use of the server. */
type EmailContext = Parameters<typeof sendTokenLink>[0] & Pick<ServerContext, 'limiter' | 'now'>;

/** Email-change confirmation links per freelancer per hour. */
const EMAIL_CHANGES_PER_HOUR = 5;

/** Whether two addresses are the same account key (case-insensitive, like the unique index). */
const sameAddress = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The id of another freelancer of the tenant using `email`, if any. */
async function otherOwner(tx: Tx, clientId: string, email: string, freelancerId: number) {
  const owner = await findByEmail(tx, clientId, email);
  return owner && owner.id !== freelancerId ? owner.id : undefined;
}

/** Sends the confirmation link of a pending change to the new address (earlier links stop working). */
async function sendChangeConfirmation(
  context: EmailContext,
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
  email: string,
) {
  await context.limiter.hit(`changeEmail:${tenant.id}:${freelancer.id}`, EMAIL_CHANGES_PER_HOUR, 3600);
  await sendTokenLink(context, tx, {
    tenant,
    freelancer,
    purpose: 'changeEmail',
    data: { email },
    to: email,
    page: 'confirmChangeEmail',
  });
}

/**
 * Starts an email change: the address becomes `futureEmail` and a confirmation link goes to it.
 * With `resendEmail` the link for the pending change (which must be this address) is sent again.
 * Resolves to the account as its owner sees it.
 */
export async function startEmailChange(
  context: EmailContext,
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
  body: { readonly email: string; readonly resendEmail?: boolean | undefined },
): Promise<Schemas['FreelancerUser']> {
  const email = body.email.trim();
  if (body.resendEmail === true) {
    if (!sameAddress(freelancer.futureEmail, email)) throw problem.conflict('email.noPendingChange');
  } else {
    const fieldErrors = emailCharacterProblems(tenant, email);
    if (fieldErrors.length === 0 && sameAddress(freelancer.email, email)) {
      fieldErrors.push({ field: 'email', messages: ['validation.emailUnchanged'] });
    }
    if (fieldErrors.length > 0) throw problem.rejected(fieldErrors);
  }
  if (await otherOwner(tx, tenant.id, email, freelancer.id)) {
    throw problem.conflict('validation.emailInUse', 'email');
  }
  const updated = await updateFreelancer(tx, tenant.id, freelancer.id, {
    futureEmail: email,
    updatedAt: new Date(context.now()),
  });
  await sendChangeConfirmation(context, tx, tenant, updated!, email);
  return toFreelancerUser(tx, updated!);
}

/**
 * Confirms a pending change with the token from the new address: email = futureEmail, verified.
 * Links that went to the old address (activation, verification, password reset, login) stop working.
 */
export async function confirmEmailChange(
  context: Pick<ServerContext, 'now'>,
  tx: Tx,
  tenant: Tenant,
  token: string,
): Promise<void> {
  const now = new Date(context.now());
  const { freelancerId, data } = await consumeLinkToken(tx, {
    clientId: tenant.id,
    token,
    purpose: 'changeEmail',
    now,
  });
  const freelancer = await requireFreelancer(tx, tenant.id, freelancerId);
  const email = data['email'] ?? '';
  // The change was replaced by another one, or the account was deactivated since.
  if (!sameAddress(freelancer.futureEmail, email)) throw problem.unauthorized('auth.linkInvalid');
  if (!freelancer.isActive) throw problem.unauthorized('auth.accountDeactivated');
  // Thrown inside the transaction, so the token stays usable should the address become free.
  if (await otherOwner(tx, tenant.id, email, freelancer.id)) {
    throw problem.conflict('validation.emailInUse', 'email');
  }
  await updateFreelancer(tx, tenant.id, freelancer.id, {
    email: freelancer.futureEmail!,
    futureEmail: null,
    verificationStatus: 'V',
    updatedAt: now,
  })
    // Two confirmations racing for one address: the unique index decides, the loser gets a 409.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw problem.conflict('validation.emailInUse', 'email');
      throw error;
    });
  await retireLinkTokens(tx, freelancer.id, ['activation', 'verifyEmail', 'resetPassword', 'oneTimeLink'], now);
}

/** Verifies the account's current address with the token from a verification link. */
export async function verifyEmail(
  context: Pick<ServerContext, 'now'>,
  tx: Tx,
  tenant: Tenant,
  token: string,
): Promise<Schemas['ActivationResult']> {
  const now = new Date(context.now());
  const { freelancerId, data } = await consumeLinkToken(tx, {
    clientId: tenant.id,
    token,
    purpose: 'verifyEmail',
    now,
  });
  const freelancer = await requireFreelancer(tx, tenant.id, freelancerId);
  if (!sameAddress(freelancer.email, data['email'] ?? '')) throw problem.unauthorized('auth.linkInvalid');
  if (freelancer.verificationStatus === 'V') return { state: 'ALREADY_ACTIVE' };
  await updateFreelancer(tx, tenant.id, freelancer.id, { verificationStatus: 'V', updatedAt: now });
  return { state: 'VERIFIED' };
}

/**
 * Sends the pending email change's confirmation link again (the contract's meaning); without a
 * pending change, an unverified account gets a verification link for its current address. A
 * verified account without a pending change, or one without a real address, gets a 409.
 */
export async function resendEmailVerification(
  context: EmailContext,
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
): Promise<void> {
  if (freelancer.futureEmail !== null) {
    await sendChangeConfirmation(context, tx, tenant, freelancer, freelancer.futureEmail);
    return;
  }
  if (freelancer.verificationStatus === 'V') throw problem.conflict('auth.alreadyVerified');
  if (isUndeliverableEmail(freelancer.email)) throw problem.conflict('email.noAddress');
  // One budget with sendActivationEmail: both mail the same proof to the same address.
  await context.limiter.hit(`activation:${tenant.id}:${freelancer.id}`, ACTIVATION_EMAILS_PER_HOUR, 3600);
  await sendTokenLink(context, tx, {
    tenant,
    freelancer,
    purpose: 'verifyEmail',
    data: { email: freelancer.email },
    page: 'verifyEmail',
  });
}
