// Passwords of an account: changing or creating one, and the forgot-password flow (a single-use
// emailed link that sets a new password). The rules of each; the handlers add the request's
// limits, the reCAPTCHA and the answer.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Tx } from '../../db/client.ts';
import { problem } from '../../problems.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { renderMessage } from '../messaging/messenger.ts';
import { isUndeliverableEmail } from './emailAddresses.ts';
import { findByEmail, requireFreelancer, updateFreelancer } from './freelancers.ts';
import type { FreelancerRow } from './freelancers.ts';
import { portalLink, sendTokenLink } from './linkMails.ts';
import { hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import { consumeLinkToken, randomToken, revokeAllRefreshTokens } from './tokens.ts';

type Schemas = components['schemas'];

/** The email used by the strength rule "must not contain the email's local part" (none for placeholders). */
const strengthEmail = (freelancer: FreelancerRow) =>
  isUndeliverableEmail(freelancer.email) ? undefined : freelancer.email;

/**
 * Changes the password (the current one is required when the account has one) or creates the
 * first password of an account without one (phone or identity registration). Every session of the
 * account but `keepSessionId` is revoked; resolves to the revoked sessions.
 */
export async function changePassword(
  context: Pick<ServerContext, 'now'>,
  tx: Tx,
  freelancer: FreelancerRow,
  body: Schemas['PasswordChange'],
  keepSessionId: string | undefined,
): Promise<string[]> {
  const fieldErrors = passwordProblems(body.newPassword, strengthEmail(freelancer), 'newPassword');
  if (freelancer.passwordHash !== null) {
    if (body.currentPassword === undefined) {
      fieldErrors.unshift({ field: 'currentPassword', messages: ['validation.required'] });
    } else if (!(await verifyPassword(freelancer.passwordHash, body.currentPassword))) {
      // A form error, not a 401: a 401 tells the portal its session is gone.
      fieldErrors.unshift({ field: 'currentPassword', messages: ['validation.currentPasswordWrong'] });
    }
  }
  if (fieldErrors.length > 0) throw problem.rejected(fieldErrors);
  const now = new Date(context.now());
  await updateFreelancer(tx, freelancer.clientId, freelancer.id, {
    passwordHash: await hashPassword(body.newPassword),
    updatedAt: now,
  });
  return revokeAllRefreshTokens(tx, freelancer.id, now, keepSessionId);
}

/**
 * Emails a password-reset link to the active account of `email`. For an address of no account, of
 * a deactivated one or of a placeholder, the same kind of work is done (a token and a rendered
 * message, neither stored nor sent), so the answer does not tell them apart.
 */
export async function emailPasswordReset(
  context: Parameters<typeof sendTokenLink>[0],
  tx: Tx,
  tenant: Tenant,
  email: string,
): Promise<void> {
  const freelancer = await findByEmail(tx, tenant.id, email);
  if (!freelancer?.isActive || isUndeliverableEmail(freelancer.email)) {
    renderMessage(
      {
        tenant,
        kind: 'resetPassword',
        locale: freelancer?.locale ?? tenant.context.languages[0]?.iso ?? 'en',
        channel: 'email',
        to: email,
        link: portalLink(context, tenant, 'accountForgotPassword', { token: randomToken() }),
      },
      context.portalOrigin(tenant),
    );
    return;
  }
  await sendTokenLink(context, tx, {
    tenant,
    freelancer,
    purpose: 'resetPassword',
    data: { email: freelancer.email },
    page: 'accountForgotPassword',
  });
}

/**
 * Sets a new password with a forgot-password token. The token is used up only when the password
 * is accepted (a weak one can be corrected with the same link). Every session of the account is
 * revoked (resolves to them); an unverified account becomes verified, as the link proved its mailbox.
 */
export async function setForgottenPassword(
  context: Pick<ServerContext, 'now'>,
  tx: Tx,
  tenant: Tenant,
  token: string,
  password: string,
): Promise<string[]> {
  const now = new Date(context.now());
  const { freelancerId, data } = await consumeLinkToken(tx, {
    clientId: tenant.id,
    token,
    purpose: 'resetPassword',
    now,
  });
  const freelancer = await requireFreelancer(tx, tenant.id, freelancerId);
  // The link went to an address the account no longer has, or the account was deactivated.
  if (data['email'] !== freelancer.email) throw problem.unauthorized('auth.linkInvalid');
  if (!freelancer.isActive) throw problem.unauthorized('auth.accountDeactivated');
  const fieldErrors = passwordProblems(password, strengthEmail(freelancer));
  // Thrown inside the transaction: the token's use is rolled back with it.
  if (fieldErrors.length > 0) throw problem.rejected(fieldErrors);
  await updateFreelancer(tx, tenant.id, freelancer.id, {
    passwordHash: await hashPassword(password),
    verificationStatus: 'V',
    updatedAt: now,
  });
  return revokeAllRefreshTokens(tx, freelancer.id, now);
}
