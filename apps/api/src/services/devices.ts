// Devices (browsers) of freelancers, by the `_brws_id` UUID the portal keeps in a cookie. A device
// is trusted until `trustedUntil` (the tenant's userDeviceValidityDays after it was confirmed).
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { devices } from '../db/schema.ts';
import type { Tenant } from '../tenants/tenants.ts';

/** Whether the device is trusted now. */
export async function isDeviceTrusted(
  tx: Tx,
  tenant: Tenant,
  freelancerId: number,
  deviceId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ deviceId: devices.deviceId })
    .from(devices)
    .where(
      and(
        eq(devices.clientId, tenant.id),
        eq(devices.freelancerId, freelancerId),
        eq(devices.deviceId, deviceId),
        gt(devices.trustedUntil, now),
      ),
    );
  return row !== undefined;
}

/** Records a device use; `trust` makes it trusted for the tenant's device validity from now. */
export async function recordDevice(
  tx: Tx,
  input: {
    tenant: Tenant;
    freelancerId: number;
    deviceId: string;
    userAgent: string;
    country?: string | null;
    trust: boolean;
    now: Date;
  },
): Promise<typeof devices.$inferSelect> {
  const trustedUntil = input.trust
    ? new Date(input.now.getTime() + input.tenant.config.userDeviceValidityDays * 24 * 3600 * 1000)
    : null;
  const [row] = await tx
    .insert(devices)
    .values({
      clientId: input.tenant.id,
      freelancerId: input.freelancerId,
      deviceId: input.deviceId,
      userAgent: input.userAgent.slice(0, 512),
      country: input.country ?? null,
      trustedUntil,
      lastUsedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [devices.clientId, devices.freelancerId, devices.deviceId],
      set: {
        userAgent: input.userAgent.slice(0, 512),
        lastUsedAt: input.now,
        ...(input.country !== undefined && { country: input.country }),
        ...(input.trust && { trustedUntil }),
      },
    })
    .returning();
  return row!;
}
