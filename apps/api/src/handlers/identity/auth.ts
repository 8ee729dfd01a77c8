// Auth operations: password login, link logins (URL token, one-time link), refresh and logout.
import { verifyPassword } from '../../services/identity/passwords.ts';
import { clearRefreshCookie, refreshCookieOf } from '../../http/refreshCookie.ts';
import {
  consumeLinkToken,
  familyOfRefreshToken,
  revokeSessions,
  rotateRefreshToken,
} from '../../services/identity/tokens.ts';
import type { ServerContext } from '../../bootstrap/context.ts';
import { inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { recordDevice } from '../../services/identity/devices.ts';
import { findByEmail, requireFreelancer } from '../../services/identity/freelancers.ts';
import { sendTokenLink } from '../../services/identity/linkMails.ts';
import { completeLogin } from '../../services/identity/login.ts';
import { loginThrottle } from '../../services/identity/loginThrottle.ts';
import { requireRecaptcha } from '../../services/identity/recaptcha.ts';
import { startSession } from '../../services/identity/session.ts';
import { problem } from '../../problems.ts';
import { loginRequest, userAgent } from '../../http/loginRequest.ts';

/** Per-account link requests (on top of the per-IP route limits). */
const LINK_REQUESTS_PER_HOUR = 5;

/** Auth handlers. */
export function authHandlers(context: ServerContext): OperationHandlers {
  const throttle = loginThrottle(context.limiter, context.now);
  return {
    /** Password login, throttled per account and address and per address (services/identity/loginThrottle.ts). */
    async authorize(request, reply) {
      const body = request.body;
      const attempt = { tenantId: request.tenant.id, email: body.email, ip: request.ip };
      await throttle.check(attempt);
      await requireRecaptcha(context.verifiers.recaptcha, request.tenant, body.reCaptchaToken, request.ip);
      const result = await inTenant(context, request, async ({ tx }) => {
        const freelancer = await findByEmail(tx, request.tenant.id, body.email);
        // Verified even for an unknown email, so the answer time does not tell who is registered.
        const valid = await verifyPassword(freelancer?.passwordHash, body.password);
        if (!freelancer || !valid) return undefined;
        return completeLogin(context, tx, loginRequest(context, request), freelancer, body.actorDeviceUUID);
      });
      if (!result) {
        await throttle.failed(attempt);
        throw problem.unauthorized('auth.invalidCredentials');
      }
      await throttle.succeeded(attempt);
      return reply.code(result.status).send(result.body);
    },

    async authorizeWithUrlToken(request) {
      const body = request.body;
      return inTenant(context, request, async ({ tx }) => {
        const now = new Date(context.now());
        const { freelancerId, data } = await consumeLinkToken(tx, {
          clientId: request.tenant.id,
          token: body.urlToken,
          purpose: 'deviceLogin',
          now,
        });
        const freelancer = await requireFreelancer(tx, request.tenant.id, freelancerId);
        if (!freelancer.isActive) throw problem.forbidden('auth.accountDeactivated');
        // The link confirms the device it was requested from (and the one it is opened on).
        const deviceIds = new Set([body.actorDeviceUUID, data['deviceId']].filter((d): d is string => Boolean(d)));
        for (const deviceId of deviceIds) {
          await recordDevice(tx, {
            tenant: request.tenant,
            freelancerId,
            deviceId,
            userAgent: userAgent(request),
            trust: true,
            now,
          });
        }
        // The session runs on the browser the link is opened in.
        return startSession(context, tx, loginRequest(context, request), freelancerId, undefined, {
          deviceId: [...deviceIds][0],
        });
      });
    },

    async oneTimeLinkLogin(request, reply) {
      const body = request.body;
      await context.limiter.hit(`otl:${request.tenant.id}:${body.email.toLowerCase()}`, LINK_REQUESTS_PER_HOUR, 3600);
      await inTenant(context, request, async ({ tx }) => {
        const freelancer = await findByEmail(tx, request.tenant.id, body.email);
        if (!freelancer?.isActive) return;
        await sendTokenLink(context, tx, {
          tenant: request.tenant,
          freelancer,
          purpose: 'oneTimeLink',
          data: body.redirectPath ? { redirectPath: body.redirectPath } : {},
          page: 'login',
          tokenParameter: 'otl',
          query: { redirect: body.redirectPath },
        });
      });
      return reply.code(202).send({ state: 's' });
    },

    async authorizeWithOtlToken(request, reply) {
      const body = request.body;
      const result = await inTenant(context, request, async ({ tx }) => {
        const { freelancerId } = await consumeLinkToken(tx, {
          clientId: request.tenant.id,
          token: body.otlToken,
          purpose: 'oneTimeLink',
          now: new Date(context.now()),
          unknownIsNotFound: true,
        });
        const freelancer = await requireFreelancer(tx, request.tenant.id, freelancerId);
        // The link was delivered to the account's email, so it also confirms this device.
        return completeLogin(context, tx, loginRequest(context, request), freelancer, body.actorDeviceUUID, {
          deviceConfirmed: true,
        });
      });
      return reply.code(result.status).send(result.body);
    },

    async refreshToken(request) {
      // The `refreshCookie` security handler made sure the cookie is there.
      const token = refreshCookieOf(request)!;
      const result = await inTenant(context, request, async ({ tx }) => {
        const outcome = await rotateRefreshToken(tx, {
          clientId: request.tenant.id,
          token,
          ttlSeconds: context.config.refreshTokenTtlSeconds,
          now: new Date(context.now()),
        });
        // A rejection is returned, not thrown, so a reuse's family revocation is committed.
        if (outcome.kind === 'rejected') return outcome;
        const freelancer = await requireFreelancer(tx, request.tenant.id, outcome.freelancerId);
        if (!freelancer.isActive) return { kind: 'rejected' as const, message: 'auth.accountDeactivated' };
        return startSession(context, tx, loginRequest(context, request), outcome.freelancerId, outcome);
      });
      if ('kind' in result) {
        // A reused token revoked its session: the access tokens issued with it stop working too.
        if ('revokedFamily' in result && result.revokedFamily) await context.sessions.revoked([result.revokedFamily]);
        clearRefreshCookie(request);
        throw problem.unauthorized(result.message);
      }
      return result;
    },

    /**
     * Revokes the caller's session (the `sid` of its access token) and the session of the refresh
     * cookie when it is the same account's, and clears the cookie.
     */
    async logout(request, reply) {
      const { freelancerId, sessionId } = request.auth!;
      const cookieToken = refreshCookieOf(request);
      const sessions = await inTenant(context, request, async ({ tx }) => {
        const cookieFamily = cookieToken
          ? await familyOfRefreshToken(tx, { clientId: request.tenant.id, freelancerId, token: cookieToken })
          : undefined;
        const familyIds = [...new Set([sessionId, ...(cookieFamily ? [cookieFamily] : [])])];
        await revokeSessions(tx, { freelancerId, familyIds, now: new Date(context.now()) });
        return familyIds;
      });
      await context.sessions.revoked(sessions);
      clearRefreshCookie(request);
      return reply.code(204).send();
    },
  };
}
