// The logged-in freelancer's devices (browsers, by their `_brws_id` UUID): list, register, forget,
// and whether one is trusted. Trust lasts the tenant's `userDeviceValidityDays` from confirmation.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, freelancerHandler } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import {
  forgetDevice,
  isDeviceTrusted,
  listDevices,
  recordDevice,
  toTrustedDevice,
} from '../../services/identity/devices.ts';
import { loginSettings } from '../../services/identity/tenantSettings.ts';
import { countryProblems } from '../../services/shared/validation.ts';
import { sendDeviceConfirmation } from '../../services/identity/login.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** Confirmation links per freelancer per hour sent by device registrations. */
const DEVICE_CONFIRMATIONS_PER_HOUR = 5;

/** Device handlers. */
export function deviceHandlers(context: ServerContext): OperationHandlers {
  return {
    listUserDevices: freelancerHandler(context, async ({ tx, tenant, freelancer }) => {
      const results = await listDevices(tx, tenant.id, freelancer.id, new Date(context.now()));
      return { results } satisfies Schemas['TrustedDeviceList'];
    }),

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
      const device = await asFreelancer(context, request, async ({ tx, freelancer }) => {
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
      await asFreelancer(context, request, ({ tx, tenant, freelancer, params }) =>
        forgetDevice(tx, tenant.id, freelancer.id, params.id),
      );
      return reply.code(204).send();
    },

    isUserDeviceTrusted: freelancerHandler(context, async ({ tx, tenant, freelancer, params }) => {
      const isTrusted = await isDeviceTrusted(tx, tenant, freelancer.id, params.id, new Date(context.now()));
      return { isTrusted } satisfies Schemas['DeviceTrust'];
    }),
  };
}
