// Demo data for development: per tenant, one fully onboarded, verified talent with known
// credentials (printed by `npm start` and listed in the README), a generated catalog (pools
// and projects, src/seed/catalogSeed.ts), and the talent's applications, invitations and some
// projects' interview slots (src/seed/applicationSeed.ts), and a daily job alert
// (src/seed/jobAlertSeed.ts) whose digest the dev mailbox shows after the sweep. Runs on first start only: a tenant that
// already has freelancers keeps them, one that already has projects keeps its catalog, a talent
// with applications or invitations keeps them (slots are topped up when none lie ahead).
import { and, count, eq } from 'drizzle-orm';
import { hashPassword } from '../services/identity/passwords.ts';
import type { ServerContext } from '../bootstrap/context.ts';
import { withTenant } from '../db/client.ts';
import { freelancers } from '../db/schema.ts';
import { seedDemoApplications } from './applicationSeed.ts';
import type { ApplicationSeedResult } from './applicationSeed.ts';
import { hasCatalog, seedCatalog } from './catalogSeed.ts';
import { seedDemoJobAlert, seedDemoPoolMembership } from './jobAlertSeed.ts';
import { recordAgreements } from '../services/profile/legal.ts';
import type { Tenant } from '../tenants/tenants.ts';

/** The demo password of every seeded talent (development only). */
export const DEMO_PASSWORD = 'talent-demo-2026';

/** The demo talent's email on a tenant. */
export function demoEmail(tenant: Tenant): string {
  return `talent@${tenant.id}.example`;
}

/** A seeded tenant and its demo credentials. */
export interface SeededTenant {
  readonly tenant: Tenant;
  readonly email: string;
  readonly password: string;
  /** False when the tenant already had data and nothing was added. */
  readonly created: boolean;
  /** Projects and pools generated now (zero when the tenant had a catalog). */
  readonly catalog: { readonly projects: number; readonly pools: number };
  /** The demo talent's applications and invitations seeded now, and projects given interview slots. */
  readonly applications: ApplicationSeedResult;
}

/** Seeds every tenant that has no freelancers yet. */
export async function seedDemoData(context: ServerContext, options: { projects: number }): Promise<SeededTenant[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const results: SeededTenant[] = [];
  for (const tenant of context.tenants.list()) {
    const email = demoEmail(tenant);
    const created = await withTenant(context.database.db, tenant.id, async (tx) => {
      const [existing] = await tx.select({ n: count() }).from(freelancers).where(eq(freelancers.clientId, tenant.id));
      if ((existing?.n ?? 0) > 0) return false;
      const [row] = await tx
        .insert(freelancers)
        .values({
          clientId: tenant.id,
          email,
          passwordHash,
          firstName: 'Dana',
          lastName: 'Demo',
          locale: tenant.context.languages[0]!.iso,
          residenceCountry: tenant.config.preferredSortedCountries[0] ?? 'DE',
          verificationStatus: 'V',
          hasCompletedOnboarding: true,
          subscribed: true,
          profile: {
            professionalTitle: 'Full-stack developer',
            availability: null,
            description: 'Demo talent of the development seed.',
          },
        })
        .returning({ id: freelancers.id });
      await recordAgreements(tx, {
        clientId: tenant.id,
        freelancerId: row!.id,
        documents: ['terms', 'privacy'],
        versions: context.legal(tenant),
      });
      return true;
    });
    const catalog =
      options.projects > 0 && !(await hasCatalog(context.database.db, tenant))
        ? await seedCatalog(context.database.db, tenant, { projects: options.projects, now: new Date(context.now()) })
        : { projects: 0, pools: 0 };
    const [talent] = await withTenant(context.database.db, tenant.id, (tx) =>
      tx
        .select({ id: freelancers.id })
        .from(freelancers)
        .where(and(eq(freelancers.clientId, tenant.id), eq(freelancers.email, email))),
    );
    const applications = talent
      ? await seedDemoApplications(context.database.db, context.jobs, tenant, talent.id, context.now())
      : { applications: 0, invitations: 0, projectsWithSlots: 0 };
    if (talent) {
      await seedDemoPoolMembership(context.database, tenant, talent.id);
      // A new demo alert's first digest is sent now, so the dev mailbox shows one right after the
      // first start instead of at the next 07:00 UTC (the same sweep, idempotent per day).
      if (await seedDemoJobAlert(context.database, tenant, talent.id, context.now())) {
        await context.digests.sweepTenant(tenant);
      }
    }
    results.push({ tenant, email, password: DEMO_PASSWORD, created, catalog, applications });
  }
  return results;
}
