// The demo talent's job alert for development: one DAILY alert over every new project, as if saved
// a week ago, with the talent's job emails on, so the first digest sweep (07:00 UTC, or
// `POST /__dev/digests` now) mails a digest to the dev mailbox. Written only while the talent has
// no alert, so a restart adds nothing (an alert deleted in a demo comes back at the next start).
import { and, count, eq } from 'drizzle-orm';
import { withTenant } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { freelancers, jobAlerts } from '../db/schema.ts';
import type { Tenant } from '../tenants/tenants.ts';

/** How far back the demo alert was "saved": its first digest lists the projects of that week. */
const DEMO_ALERT_AGE_DAYS = 7;

/** Seeds the demo talent's job alert unless it has one; true when it was written now. */
export async function seedDemoJobAlert(
  database: Database,
  tenant: Tenant,
  freelancerId: number,
  now: number,
): Promise<boolean> {
  return withTenant(database.db, tenant.id, async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(jobAlerts)
      .where(and(eq(jobAlerts.clientId, tenant.id), eq(jobAlerts.freelancerId, freelancerId)));
    if ((existing?.n ?? 0) > 0) return false;
    const savedAt = new Date(now - DEMO_ALERT_AGE_DAYS * 24 * 3600 * 1000);
    await tx.insert(jobAlerts).values({
      clientId: tenant.id,
      freelancerId,
      name: 'New projects',
      frequency: 'DAILY',
      filters: {},
      createdAt: savedAt,
      updatedAt: savedAt,
    });
    // Saving an alert turns job emails on (as the API does).
    await tx
      .update(freelancers)
      .set({ subscribed: true })
      .where(and(eq(freelancers.clientId, tenant.id), eq(freelancers.id, freelancerId)));
    return true;
  });
}
