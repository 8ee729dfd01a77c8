// Auth operations: password login, link logins (URL token, one-time link), refresh and logout.
import type { components } from '@talent/api-client';
import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../auth/passwords.ts';
import { consumeLinkToken, createLinkToken, revokeRefreshFamily, rotateRefreshToken } from '../auth/tokens.ts';
import type { OperationHandlers, ServerContext } from '../context.ts';
import { withTenant } from '../db/client.ts';
import type { Tx } from '../db/client.ts';
import { problem } from '../errors.ts';
import { isDeviceTrusted, recordDevice } from '../services/devices.ts';
import { findByEmail, requireFreelancer } from '../services/freelancers.ts';
import type { FreelancerRow } from '../services/freelancers.ts';
import { requireRecaptcha } from '../services/recaptcha.ts';
import { startSession } from '../services/session.ts';
import { loginSettings, principalChannel } from '../services/tenantSettings.ts';

type Schemas = components['schemas'];

/** Per-account attempt limits (on top of the per-IP route limits). */
const LOGIN_ATTEMPTS_PER_15_MIN = 10;
const LINK_REQUESTS_PER_HOUR = 5;

const userAgent = (request: FastifyRequest) => String(request.headers['user-agent'] ?? 'unknown').slice(0, 512);

/**
 * Finishes a login for an active freelancer: when the tenant requires device verification and the
 * browser is not trusted, sends a confirmation link through the principal channel and answers
 * 202; otherwise records the device and issues tokens.
 */
export async function completeLogin(
  context: ServerContext,
  tx: Tx,
  request: FastifyRequest,
  freelancer: FreelancerRow,
  deviceId: string | undefined,
): Promise<
  { status: 200; body: Schemas['TokenResponse'] } | { status: 202; body: Schemas['DeviceVerificationPending'] }
> {
  const tenant = request.tenant;
  if (!freelancer.isActive) throw problem.forbidden('auth.accountDeactivated');
  const now = new Date(context.now());
  const verification = loginSettings(tenant).deviceVerification;
  if (verification && !(deviceId && (await isDeviceTrusted(tx, tenant, freelancer.id, deviceId, now)))) {
    const channel = principalChannel(tenant) === 'mobileNumber' && freelancer.phoneE164 ? 'mobileNumber' : 'email';
    const token = await createLinkToken(tx, {
      clientId: tenant.id,
      freelancerId: freelancer.id,
      purpose: 'deviceLogin',
      data: { ...(deviceId && { deviceId }), userAgent: userAgent(request) },
      now,
    });
    await context.messenger.send(tx, {
      tenant,
      kind: 'deviceLogin',
      locale: freelancer.locale,
      channel: channel === 'mobileNumber' ? 'sms' : 'email',
      to: channel === 'mobileNumber' ? freelancer.phoneE164! : freelancer.email,
      link: `${context.portalOrigin(tenant)}/app/login?urlToken=${token}`,
      values: { name: freelancer.firstName ?? 'none', device: userAgent(request) },
    });
    return { status: 202, body: { state: 'DEVICE_VERIFICATION_REQUIRED', channel } };
  }
  if (deviceId) {
    await recordDevice(tx, {
      tenant,
      freelancerId: freelancer.id,
      deviceId,
      userAgent: userAgent(request),
      trust: !verification,
      now,
    });
  }
  return { status: 200, body: await startSession(context, tx, tenant, freelancer.id) };
}

/** Auth handlers. */
export function authHandlers(context: ServerContext): OperationHandlers {
  const { db } = context.database;
  return {
    async authorize(request, reply) {
      const body = request.body as Schemas['PasswordLogin'];
      await context.limiter.hit(
        `login:${request.tenant.id}:${body.email.toLowerCase()}`,
        LOGIN_ATTEMPTS_PER_15_MIN,
        900,
      );
      await requireRecaptcha(context.verifiers.recaptcha, request.tenant, body.reCaptchaToken, request.ip);
      const result = await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await findByEmail(tx, request.tenant.id, body.email);
        // Verified even for an unknown email, so the answer time does not tell who is registered.
        const valid = await verifyPassword(freelancer?.passwordHash, body.password);
        if (!freelancer || !valid) throw problem.unauthorized('auth.invalidCredentials');
        return completeLogin(context, tx, request, freelancer, body.actorDeviceUUID);
      });
      return reply.code(result.status).send(result.body);
    },

    async authorizeWithUrlToken(request) {
      const body = request.body as Schemas['UrlTokenLogin'];
      return withTenant(db, request.tenant.id, async (tx) => {
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
        for (const deviceId of new Set(
          [data['deviceId'], body.actorDeviceUUID].filter((d): d is string => Boolean(d)),
        )) {
          await recordDevice(tx, {
            tenant: request.tenant,
            freelancerId,
            deviceId,
            userAgent: userAgent(request),
            trust: true,
            now,
          });
        }
        return startSession(context, tx, request.tenant, freelancerId);
      });
    },

    async oneTimeLinkLogin(request, reply) {
      const body = request.body as Schemas['OneTimeLinkRequest'];
      await context.limiter.hit(`otl:${request.tenant.id}:${body.email.toLowerCase()}`, LINK_REQUESTS_PER_HOUR, 3600);
      await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await findByEmail(tx, request.tenant.id, body.email);
        if (!freelancer?.isActive) return;
        const token = await createLinkToken(tx, {
          clientId: request.tenant.id,
          freelancerId: freelancer.id,
          purpose: 'oneTimeLink',
          data: body.redirectPath ? { redirectPath: body.redirectPath } : {},
          now: new Date(context.now()),
        });
        const redirect = body.redirectPath ? `&redirect=${encodeURIComponent(body.redirectPath)}` : '';
        await context.messenger.send(tx, {
          tenant: request.tenant,
          kind: 'oneTimeLink',
          locale: freelancer.locale,
          channel: 'email',
          to: freelancer.email,
          link: `${context.portalOrigin(request.tenant)}/app/login?otl=${token}${redirect}`,
          values: { name: freelancer.firstName ?? 'none' },
        });
      });
      return reply.code(202).send({ state: 's' });
    },

    async authorizeWithOtlToken(request) {
      const body = request.body as Schemas['OtlTokenLogin'];
      return withTenant(db, request.tenant.id, async (tx) => {
        const now = new Date(context.now());
        const { freelancerId } = await consumeLinkToken(tx, {
          clientId: request.tenant.id,
          token: body.otlToken,
          purpose: 'oneTimeLink',
          now,
          unknownIsNotFound: true,
        });
        const freelancer = await requireFreelancer(tx, request.tenant.id, freelancerId);
        if (!freelancer.isActive) throw problem.forbidden('auth.accountDeactivated');
        // The link was delivered to the principal channel, so it also confirms this device.
        if (body.actorDeviceUUID) {
          await recordDevice(tx, {
            tenant: request.tenant,
            freelancerId,
            deviceId: body.actorDeviceUUID,
            userAgent: userAgent(request),
            trust: true,
            now,
          });
        }
        return startSession(context, tx, request.tenant, freelancerId);
      });
    },

    async refreshToken(request) {
      const body = request.body as Schemas['RefreshTokenRequest'];
      const result = await withTenant(db, request.tenant.id, async (tx) => {
        const outcome = await rotateRefreshToken(tx, {
          clientId: request.tenant.id,
          token: body.refresh_token,
          ttlSeconds: context.config.refreshTokenTtlSeconds,
          now: new Date(context.now()),
        });
        // A rejection is returned, not thrown, so a reuse's family revocation is committed.
        if (outcome.kind === 'rejected') return outcome;
        const freelancer = await requireFreelancer(tx, request.tenant.id, outcome.freelancerId);
        if (!freelancer.isActive) return { kind: 'rejected' as const, message: 'auth.accountDeactivated' };
        return startSession(context, tx, request.tenant, outcome.freelancerId, outcome.token);
      });
      if ('kind' in result) throw problem.unauthorized(result.message);
      return result;
    },

    async logout(request, reply) {
      const body = (request.body ?? {}) as Schemas['LogoutRequest'];
      if (body.refresh_token && request.auth) {
        const { freelancerId } = request.auth;
        await withTenant(db, request.tenant.id, (tx) =>
          revokeRefreshFamily(tx, {
            clientId: request.tenant.id,
            freelancerId,
            token: body.refresh_token!,
            now: new Date(context.now()),
          }),
        );
      }
      return reply.code(204).send();
    },
  };
}
