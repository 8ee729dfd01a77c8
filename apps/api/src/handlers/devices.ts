// The logged-in freelancer's devices (browsers, by their `_brws_id` UUID): list, register, forget,
// and whether one is trusted. Trust lasts the tenant's `userDeviceValidityDays` from confirmation.
import type { components } from '@talent/api-client';
import { and, desc, eq } from 'drizzle-orm';
import type { ServerContext } from '../bootstrap/context.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { withTenant } from '../db/client.ts';
import { devices } from '../db/schema.ts';
import { problem } from '../http/errors.ts';
import { isDeviceTrusted, recordDevice } from '../services/devices.ts';
import { currentFreelancer } from '../services/freelancers.ts';
import { loginSettings } from '../services/tenantSettings.ts';
import { countryProblems } from '../services/validation.ts';
import { sendDeviceConfirmation } from '../services/login.ts';

type Schemas = components['schemas'];

/** The contract's list size limit. */
const MAX_DEVICES_LISTED = 100;
/** Confirmation links per freelancer per hour sent by device registrations. */
const DEVICE_CONFIRMATIONS_PER_HOUR = 5;

/** The contract's TrustedDevice of a row. */
function toTrustedDevice(row: typeof devices.$inferSelect, now: Date): Schemas['TrustedDevice'] {
  return {
    id: row.deviceId,
    userAgent: row.userAgent,
    country: row.country,
    isTrusted: row.trustedUntil !== null && row.trustedUntil > now,
    trustedUntil: row.trustedUntil?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

/** Device handlers. */
export function deviceHandlers(context: ServerContext): OperationHandlers {
  const { db } = context.database;
  return {
    listUserDevices(request) {
      return withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const rows = await tx
          .select()
          .from(devices)
          .where(and(eq(devices.clientId, request.tenant.id), eq(devices.freelancerId, freelancer.id)))
          .orderBy(desc(devices.lastUsedAt), desc(devices.createdAt))
          .limit(MAX_DEVICES_LISTED);
        const now = new Date(context.now());
        return { results: rows.map((row) => toTrustedDevice(row, now)) } satisfies Schemas['TrustedDeviceList'];
      });
    },

    /**
     * Registers (or refreshes) this browser. Without device verification it is trusted at once;
     * with it, a device not trusted yet stays untrusted until the confirmation link sent through the
     * principal channel is followed (`authorizeWithUrlToken`).
     */
    async registerUserDevice(request, reply) {
      const { id } = request.params;
      const body = request.body;
      const fieldErrors = countryProblems(body.country, 'country');
      // The contract offers 400, not 422, here: an unknown country code is a malformed request.
      if (fieldErrors.length > 0) throw problem.badRequest('error.validation', fieldErrors);
      const tenant = request.tenant;
      const device = await withTenant(db, tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const now = new Date(context.now());
        const verification = loginSettings(tenant).deviceVerification;
        const trusted = await isDeviceTrusted(tx, tenant, freelancer.id, id, now);
        const row = await recordDevice(tx, {
          tenant,
          freelancerId: freelancer.id,
          deviceId: id,
          userAgent: body.userAgent,
          country: body.country ?? null,
          trust: !verification,
          now,
        });
        if (verification && !trusted) {
          await context.limiter.hit(
            `deviceConfirmation:${tenant.id}:${freelancer.id}`,
            DEVICE_CONFIRMATIONS_PER_HOUR,
            3600,
          );
          await sendDeviceConfirmation(context, tx, tenant, freelancer, { deviceId: id, userAgent: body.userAgent });
        }
        return toTrustedDevice(row, now);
      });
      return reply.code(201).send(device);
    },

    async deleteUserDevice(request, reply) {
      const { id } = request.params;
      await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const deleted = await tx
          .delete(devices)
          .where(
            and(
              eq(devices.clientId, request.tenant.id),
              eq(devices.freelancerId, freelancer.id),
              eq(devices.deviceId, id),
            ),
          )
          .returning({ id: devices.deviceId });
        if (deleted.length === 0) throw problem.notFound('device.notFound');
      });
      return reply.code(204).send();
    },

    isUserDeviceTrusted(request) {
      const { id } = request.params;
      return withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const isTrusted = await isDeviceTrusted(tx, request.tenant, freelancer.id, id, new Date(context.now()));
        return { isTrusted } satisfies Schemas['DeviceTrust'];
      });
    },
  };
}
