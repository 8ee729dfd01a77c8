// Passwords of the logged-in freelancer (whether there is one, changing or creating it) and the
// forgot-password flow (a single-use emailed link that sets a new password).
import type { components } from '@talent/api-client';
import { setTimeout as sleep } from 'node:timers/promises';
import { hashPassword, passwordProblems, verifyPassword } from '../../services/identity/passwords.ts';
import { consumeLinkToken, randomToken, revokeAllRefreshTokens } from '../../services/identity/tokens.ts';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import type { Tx } from '../../db/client.ts';
import { problem } from '../../http/errors.ts';
import { portalLink, sendTokenLink } from '../../services/identity/linkMails.ts';
import { renderMessage } from '../../services/messaging/messenger.ts';
import { isUndeliverableEmail } from '../../services/identity/emailAddresses.ts';
import { findByEmail, requireFreelancer, updateFreelancer } from '../../services/identity/freelancers.ts';
import type { FreelancerRow } from '../../services/identity/freelancers.ts';
import { requireRecaptcha } from '../../services/identity/recaptcha.ts';

type Schemas = components['schemas'];

/** Forgot-password emails per address per hour (on top of the per-IP route limit). */
const FORGOT_PASSWORD_EMAILS_PER_HOUR = 5;
/** Password changes (each a current-password guess) per account per 15 minutes. */
const PASSWORD_CHANGES_PER_15_MIN = 10;
/**
 * Every forgot-password answer takes at least this long (real time), so whether a mail was
 * rendered, stored or sent does not show in the answer time.
 */
export const FORGOT_PASSWORD_MIN_MS = 400;

/** The email used by the strength rule "must not contain the email's local part" (none for placeholders). */
const strengthEmail = (freelancer: FreelancerRow) =>
  isUndeliverableEmail(freelancer.email) ? undefined : freelancer.email;

/** Password handlers. */
export function credentialHandlers(context: ServerContext): OperationHandlers {
  /** Stores a new password hash. */
  async function storePassword(tx: Tx, freelancer: FreelancerRow, hash: string) {
    await updateFreelancer(tx, freelancer.clientId, freelancer.id, {
      passwordHash: hash,
      updatedAt: new Date(context.now()),
    });
  }

  return {
    hasPassword(request) {
      return asFreelancer(context, request, ({ freelancer }) =>
        Promise.resolve({ hasPassword: freelancer.passwordHash !== null } satisfies Schemas['HasPassword']),
      );
    },

    /**
     * Changes the password (the current one is required when the account has one) or creates the
     * first password of an account without one (phone or identity registration). The caller's own
     * session (the refresh-token family of its access token) stays logged in; every other session
     * of the account is revoked.
     */
    async resetPassword(request, reply) {
      const body = request.body;
      const tenant = request.tenant;
      const revoked = await asFreelancer(context, request, async ({ tx, freelancer }) => {
        await context.limiter.hit(`passwordChange:${tenant.id}:${freelancer.id}`, PASSWORD_CHANGES_PER_15_MIN, 900);
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
        await storePassword(tx, freelancer, await hashPassword(body.newPassword));
        return revokeAllRefreshTokens(tx, freelancer.id, new Date(context.now()), request.auth!.sessionId);
      });
      await context.sessions.revoked(revoked);
      return reply.code(204).send();
    },

    /**
     * Emails a password-reset link. The answer is the same 202, in at least the same time, whether
     * the address belongs to an active account, to none, to a deactivated one or to a placeholder.
     */
    async sendForgotPassword(request, reply) {
      const started = performance.now();
      const body = request.body;
      const tenant = request.tenant;
      await context.limiter.hit(
        `forgotPassword:${tenant.id}:${body.email.trim().toLowerCase()}`,
        FORGOT_PASSWORD_EMAILS_PER_HOUR,
        3600,
      );
      await requireRecaptcha(context.verifiers.recaptcha, tenant, body.reCaptchaToken, request.ip);
      await inTenant(context, request, async ({ tx }) => {
        const freelancer = await findByEmail(tx, tenant.id, body.email);
        if (!freelancer?.isActive || isUndeliverableEmail(freelancer.email)) {
          // The same kind of work as a real request: a token and a rendered message, not stored.
          renderMessage(
            {
              tenant,
              kind: 'resetPassword',
              locale: freelancer?.locale ?? tenant.context.languages[0]?.iso ?? 'en',
              channel: 'email',
              to: body.email,
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
      });
      const left = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
      if (left > 0) await sleep(left);
      return reply.code(202).send({ accepted: true });
    },

    /**
     * Sets a new password with a forgot-password token. The token is used up only when the password
     * is accepted (a weak one can be corrected with the same link). Every session of the account is
     * revoked; an unverified account becomes verified, as the link proved its mailbox.
     */
    async resetForgotPassword(request, reply) {
      const { token } = request.query;
      const { password } = request.body;
      const tenant = request.tenant;
      const revoked = await inTenant(context, request, async ({ tx }) => {
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
      });
      await context.sessions.revoked(revoked);
      return reply.code(204).send();
    },
  };
}
