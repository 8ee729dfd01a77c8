// Devices (browsers) of freelancers, by the `_brws_id` UUID the portal keeps in a cookie. A device
// is trusted until `trustedUntil` (the tenant's userDeviceValidityDays after it was confirmed).
import type { components } from '@talent/api-client';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { devices } from '../../db/schema.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** The contract's list size limit. */
const MAX_DEVICES_LISTED = 100;

/** The contract's TrustedDevice of a row. */
export function toTrustedDevice(row: typeof devices.$inferSelect, now: Date): Schemas['TrustedDevice'] {
  return {
    id: row.deviceId,
    userAgent: row.userAgent,
    country: row.country,
    isTrusted: row.trustedUntil !== null && row.trustedUntil > now,
    trustedUntil: row.trustedUntil?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

/** The freelancer's devices, most recently used first. */
export async function listDevices(
  tx: Tx,
  clientId: string,
  freelancerId: number,
  now: Date,
): Promise<Schemas['TrustedDevice'][]> {
  const rows = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.clientId, clientId), eq(devices.freelancerId, freelancerId)))
    .orderBy(desc(devices.lastUsedAt), desc(devices.createdAt))
    .limit(MAX_DEVICES_LISTED);
  return rows.map((row) => toTrustedDevice(row, now));
}

/** Forgets one of the freelancer's devices (404 `device.notFound` when it is not theirs). */
export async function forgetDevice(tx: Tx, clientId: string, freelancerId: number, deviceId: string): Promise<void> {
  const deleted = await tx
    .delete(devices)
    .where(and(eq(devices.clientId, clientId), eq(devices.freelancerId, freelancerId), eq(devices.deviceId, deviceId)))
    .returning({ id: devices.deviceId });
  if (deleted.length === 0) throw problem.notFound('device.notFound');
}

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
