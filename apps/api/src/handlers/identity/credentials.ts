// Passwords of the logged-in freelancer (whether there is one, changing or creating it) and the
// forgot-password flow (a single-use emailed link that sets a new password).
import type { components } from '@talent/api-client';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { changePassword, emailPasswordReset, setForgottenPassword } from '../../services/identity/credentials.ts';
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

/** Password handlers. */
export function credentialHandlers(context: ServerContext): OperationHandlers {
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
        return changePassword(context, tx, freelancer, body, request.auth!.sessionId);
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
      await inTenant(context, request, ({ tx }) => emailPasswordReset(context, tx, tenant, body.email));
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
      const revoked = await inTenant(context, request, ({ tx }) =>
        setForgottenPassword(context, tx, tenant, token, password),
      );
      await context.sessions.revoked(revoked);
      return reply.code(204).send();
    },
  };
}
