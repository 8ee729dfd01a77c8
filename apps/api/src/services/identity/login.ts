// Finishing a login, whichever way it started (password, link, SMS code, identity token): device
// verification when the tenant asks for it, the device record, and the session.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Tx } from '../../db/client.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { isDeviceTrusted, recordDevice } from './devices.ts';
import { isUndeliverableEmail } from './emailAddresses.ts';
import type { FreelancerRow } from './freelancers.ts';
import { sendTokenLink } from './linkMails.ts';
import { startSession } from './session.ts';
import type { LoginRequest } from './session.ts';
import { loginSettings, principalChannel } from './tenantSettings.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/**
 * Where a device confirmation link goes: the tenant's principal channel, or the other one when the
 * account cannot be reached on it (no number, or a placeholder email); undefined when neither works.
 */
function confirmationChannel(tenant: Tenant, freelancer: FreelancerRow): 'email' | 'mobileNumber' | undefined {
  const email = isUndeliverableEmail(freelancer.email) ? undefined : ('email' as const);
  const mobile = freelancer.phoneE164 ? ('mobileNumber' as const) : undefined;
  return principalChannel(tenant) === 'mobileNumber' ? (mobile ?? email) : (email ?? mobile);
}

/**
 * Sends a link that confirms a device (and logs in with `authorizeWithUrlToken`) through the
 * confirmation channel; returns that channel, or undefined when the account has none.
 */
export async function sendDeviceConfirmation(
  context: ServerContext,
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
  device: { deviceId: string | undefined; userAgent: string },
): Promise<'email' | 'mobileNumber' | undefined> {
  const channel = confirmationChannel(tenant, freelancer);
  if (!channel) return undefined;
  await sendTokenLink(context, tx, {
    tenant,
    freelancer,
    purpose: 'deviceLogin',
    data: { ...(device.deviceId && { deviceId: device.deviceId }), userAgent: device.userAgent },
    channel: channel === 'mobileNumber' ? 'sms' : 'email',
    to: channel === 'mobileNumber' ? freelancer.phoneE164! : freelancer.email,
    page: 'login',
    tokenParameter: 'urlToken',
    values: { device: device.userAgent },
  });
  return channel;
}

/**
 * Finishes a login for an active freelancer: when the tenant requires device verification and the
 * browser is not trusted, sends a confirmation link through the principal channel and answers
 * 202; otherwise records the device and issues tokens. `deviceConfirmed` says the login itself
 * proved control of a channel of the account (a one-time link or an SMS code): the device is then
 * trusted at once.
 */
export async function completeLogin(
  context: ServerContext,
  tx: Tx,
  request: LoginRequest,
  freelancer: FreelancerRow,
  deviceId: string | undefined,
  options: { deviceConfirmed?: boolean } = {},
): Promise<
  { status: 200; body: Schemas['TokenResponse'] } | { status: 202; body: Schemas['DeviceVerificationPending'] }
> {
  const tenant = request.tenant;
  if (!freelancer.isActive) throw problem.forbidden('auth.accountDeactivated');
  const now = new Date(context.now());
  const verification = loginSettings(tenant).deviceVerification;
  const confirmed = options.deviceConfirmed === true;
  if (verification && !confirmed && !(deviceId && (await isDeviceTrusted(tx, tenant, freelancer.id, deviceId, now)))) {
    const channel = await sendDeviceConfirmation(context, tx, tenant, freelancer, {
      deviceId,
      userAgent: request.userAgent,
    });
    if (!channel) throw problem.forbidden('auth.deviceVerificationUnavailable');
    return { status: 202, body: { state: 'DEVICE_VERIFICATION_REQUIRED', channel } };
  }
  if (deviceId) {
    await recordDevice(tx, {
      tenant,
      freelancerId: freelancer.id,
      deviceId,
      userAgent: request.userAgent,
      trust: !verification || confirmed,
      now,
    });
  }
  return { status: 200, body: await startSession(context, tx, request, freelancer.id, undefined, { deviceId }) };
}
