// Digest mails, as jobs of the `digest` queue: a job alert's new projects (its query and filters),
// and a freelancer's job notification digest (new projects of the pools whose job notifications
// are on, where the tenant offers it). Both run the project search itself (services/catalog/projectSearch.ts)
// with a "published since" window, so a digest lists exactly what the search page would.
//
// A sweep — scheduled daily (DIGEST_SCHEDULE, 07:00 UTC), or run now by the dev trigger — finds the
// digests due in each tenant and queues one job each, keyed `digest:<kind>:<id>:<period>` (period:
// the UTC date of a daily digest, the ISO week of a weekly one). The same key is one job, and the
// job records its run (`digest_runs`, that key) in the transaction that queues its mail, so a second
// sweep, a restart or a retried job in the same period sends nothing. A run's `covered_until` (the
// job's clock) is where the next run's "new since" starts; the first starts at the alert's creation
// (or when the pool digest was switched on).
import type { components } from '@talent/api-client';
import { isPublicSearchEnabled, jobLink, searchLink, serializeSearchQuery } from '@talent/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { rowsOf, withTenant } from '../../db/client.ts';
import { digestRuns, freelancers, jobAlerts, poolMemberships } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { DigestJob } from '../../jobs/payloads.ts';
import type { MessageItem, Messenger } from '../messaging/messenger.ts';
import type { Tenant, TenantRegistry } from '../../tenants/tenants.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import { SEARCH_SETTINGS, searchProjects } from '../catalog/projectSearch.ts';

type Schemas = components['schemas'];
type Frequency = Schemas['DigestFrequency'];

/** Projects listed in one digest mail; the rest are counted ("and N more") and linked as a search. */
export const MAX_DIGEST_PROJECTS = 20;

const DAY_MS = 24 * 3600 * 1000;

/** The UTC date of `at` (`2026-11-24`): the period of a daily digest. */
export function dailyPeriod(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Monday 00:00 UTC of the ISO week of `at`. */
export function isoWeekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** The ISO 8601 week of `at` (`2026-W48`; the week belongs to the year of its Thursday): the period of a weekly digest. */
export function isoWeekPeriod(at: Date): string {
  const thursday = new Date(isoWeekStart(at).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The period of a digest of `frequency` at `at`. */
export function periodOf(frequency: Frequency, at: Date): string {
  return frequency === 'DAILY' ? dailyPeriod(at) : isoWeekPeriod(at);
}

/** The idempotency key of one digest: its job's key, its run's key and its mail's key. */
export function digestKey(kind: 'alert' | 'pool', id: number, period: string): string {
  return `digest:${kind}:${id}:${period}`;
}

/** What a digest found: how many new projects, the first MAX_DIGEST_PROJECTS as mail items, and the search. */
interface NewProjects {
  readonly total: number;
  readonly items: readonly MessageItem[];
  readonly searchUrl: string;
}

/** What the digest jobs need. */
export interface DigestOptions {
  readonly database: Database;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly messenger: Messenger;
  readonly tenants: Pick<TenantRegistry, 'get' | 'list'>;
  readonly portalOrigin: (tenant: Tenant) => string;
  /** The clock (epoch ms); tests move it. */
  readonly now: () => number;
}

/** The digest jobs of a process. */
export interface Digests {
  /** Works one job of the `digest` queue. */
  run(job: DigestJob): Promise<void>;
  /** Queues the digests due now in one tenant (the sweep's work per tenant); answers how many were queued. */
  sweepTenant(tenant: Tenant): Promise<number>;
}

/**
 * The weekly digests are due in the first sweep of an ISO week (Monday's, or the next one after a
 * missed Monday) — once the subject existed before that week began, so an alert saved on a Wednesday
 * waits for the next Monday instead of mailing on Thursday and again on Monday.
 */
function dueCondition(frequency: SQL, since: SQL, weekStart: Date) {
  return sql`(${frequency} = 'DAILY' OR ${since} < ${weekStart.toISOString()}::timestamptz)`;
}

/** The digest jobs over a database. */
export function digests(options: DigestOptions): Digests {
  const { database } = options;

  async function sweepTenant(tenant: Tenant): Promise<number> {
    const now = new Date(options.now());
    const day = dailyPeriod(now);
    const week = isoWeekPeriod(now);
    const weekStart = isoWeekStart(now);
    const periodSql = (frequency: SQL) => sql`CASE ${frequency} WHEN 'DAILY' THEN ${day} ELSE ${week} END`;
    return withTenant(database.db, tenant.id, async (tx) => {
      const alerts = rowsOf<{ id: number; frequency: Frequency }>(
        await tx.execute(sql`
          SELECT a.id, a.frequency FROM job_alerts a
          JOIN freelancers f ON f.id = a.freelancer_id AND f.client_id = a.client_id
          WHERE a.client_id = ${tenant.id} AND a.active AND f.subscribed AND f.is_active
            AND ${dueCondition(sql`a.frequency`, sql`a.created_at`, weekStart)}
            AND NOT EXISTS (SELECT 1 FROM digest_runs r WHERE r.client_id = a.client_id
              AND r.key = 'digest:alert:' || a.id || ':' || ${periodSql(sql`a.frequency`)})
          ORDER BY a.id`),
      );
      const pools = tenant.config.jobNotificationDigest
        ? rowsOf<{ id: number; frequency: Frequency }>(
            await tx.execute(sql`
              SELECT f.id, f.job_notification_digest AS frequency FROM freelancers f
              WHERE f.client_id = ${tenant.id} AND f.subscribed AND f.is_active
                AND f.job_notification_digest IS NOT NULL
                AND ${dueCondition(
                  sql`f.job_notification_digest`,
                  sql`coalesce(f.job_notification_digest_since, f.created_at)`,
                  weekStart,
                )}
                AND EXISTS (SELECT 1 FROM pool_memberships m WHERE m.client_id = f.client_id
                  AND m.freelancer_id = f.id AND m.status = 'ACCEPTED' AND m.job_notifications_enabled)
                AND NOT EXISTS (SELECT 1 FROM digest_runs r WHERE r.client_id = f.client_id
                  AND r.key = 'digest:pool:' || f.id || ':' || ${periodSql(sql`f.job_notification_digest`)})
              ORDER BY f.id`),
          )
        : [];
      const due = [
        ...alerts.map((a) => ({ type: 'alert' as const, id: Number(a.id), frequency: a.frequency })),
        ...pools.map((f) => ({ type: 'pool' as const, id: Number(f.id), frequency: f.frequency })),
      ];
      for (const digest of due) {
        const periodKey = periodOf(digest.frequency, now);
        await options.jobs.enqueue(
          tx,
          'digest',
          { type: digest.type, clientId: tenant.id, id: digest.id, periodKey },
          { key: digestKey(digest.type, digest.id, periodKey) },
        );
      }
      return due.length;
    });
  }

  /**
   * Claims the run of `key` (the insert waits for a concurrent claim of the same key and then finds
   * it): false when this period's digest was already run. The caller's transaction keeps the claim
   * only if it commits, together with the mail it queued.
   */
  async function claimRun(
    tx: Tx,
    run: { key: string; clientId: string; kind: 'alert' | 'pool'; freelancerId: number; jobAlertId: number | null },
    periodKey: string,
    now: Date,
  ): Promise<boolean> {
    const claimed = await tx
      .insert(digestRuns)
      .values({ ...run, periodKey, coveredUntil: now, projectCount: 0 })
      .onConflictDoNothing()
      .returning({ key: digestRuns.key });
    return claimed.length > 0;
  }

  /** Where the run before `key` of the same subject stopped, if there was one. */
  async function previousCoverage(
    tx: Tx,
    clientId: string,
    where: { readonly jobAlertId: number } | { readonly freelancerId: number },
    key: string,
  ): Promise<Date | undefined> {
    const [previous] = await tx
      .select({ coveredUntil: digestRuns.coveredUntil })
      .from(digestRuns)
      .where(
        and(
          eq(digestRuns.clientId, clientId),
          'jobAlertId' in where
            ? eq(digestRuns.jobAlertId, where.jobAlertId)
            : and(eq(digestRuns.freelancerId, where.freelancerId), eq(digestRuns.kind, 'pool')),
          ne(digestRuns.key, key),
        ),
      )
      .orderBy(desc(digestRuns.coveredUntil))
      .limit(1);
    return previous?.coveredUntil;
  }

  /** The projects of a search published in the window, with the links of the mail. */
  async function newProjects(
    tx: Tx,
    tenant: Tenant,
    freelancer: FreelancerRow,
    search: { query?: string | null; filters: Partial<Schemas['ProjectSearchFilters']> },
    window: { from: Date; to: Date },
  ): Promise<NewProjects> {
    const filters: Schemas['ProjectSearchFilters'] = { ...search.filters, openOnly: true };
    const result = await searchProjects(tx, {
      tenant,
      request: {
        offset: 0,
        size: MAX_DIGEST_PROJECTS,
        ...(search.query ? { query: search.query } : {}),
        filters,
        sort: { field: 'created', direction: 'desc' },
      },
      freelancerId: freelancer.id,
      language: freelancer.locale,
      publishedBetween: window,
    });
    const origin = options.portalOrigin(tenant);
    // The public job page where the tenant has public search (it opens without logging in), else
    // the in-app page; the search likewise.
    const publicPages = isPublicSearchEnabled(tenant.config);
    const items = result.results.map((job) => ({
      title: job.title,
      detail: job.siteCity ?? undefined,
      link: `${origin}${jobLink(job, !publicPages)}`,
    }));
    const params = serializeSearchQuery({
      ...(search.query ? { any: search.query } : {}),
      ...(filters.pools && { pools: filters.pools }),
      ...((filters.location?.city ?? filters.location?.country) && {
        location: filters.location.city ?? filters.location.country,
      }),
      ...(filters.hoursPerWeek && { hoursPerWeek: filters.hoursPerWeek }),
      ...(filters.duration && { duration: filters.duration }),
      ...(filters.workPrefs && { workPrefs: filters.workPrefs }),
      openOnly: true,
      ...(filters.vmsId && { vmsId: filters.vmsId }),
      ...(filters.status && { status: filters.status }),
    });
    return { total: result.total, items, searchUrl: `${origin}${searchLink(tenant.config, false)}?${params}` };
  }

  /**
   * Queues a digest's mail (keyed like its run: one mail per period, however often the job runs)
   * with the one-click headers of its recipient, and records the count on the run.
   */
  async function mailDigest(
    tx: Tx,
    tenant: Tenant,
    freelancer: FreelancerRow,
    digest: {
      readonly key: string;
      readonly kind: 'jobAlertDigest' | 'poolDigest';
      readonly news: NewProjects;
      readonly values: Readonly<Record<string, string>>;
      /** A job alert's digest: its one-click unsubscribe stops that alert only. */
      readonly unsubscribeAlertId?: number;
    },
  ): Promise<void> {
    const { news } = digest;
    await options.messenger.send(tx, {
      tenant,
      kind: digest.kind,
      locale: freelancer.locale,
      to: freelancer.email,
      channel: 'email',
      link: news.searchUrl,
      items: news.items,
      values: {
        name: freelancer.firstName ?? 'none',
        count: news.total,
        more: news.total - news.items.length,
        ...digest.values,
      },
      subscriptionUuid: freelancer.subscriptionUuid,
      ...(digest.unsubscribeAlertId !== undefined && { unsubscribeAlertId: digest.unsubscribeAlertId }),
      key: digest.key,
    });
    await tx.update(digestRuns).set({ projectCount: news.total }).where(eq(digestRuns.key, digest.key));
  }

  /** One job alert's digest of a period. */
  async function alertDigest(tenant: Tenant, alertId: number, periodKey: string): Promise<void> {
    const now = new Date(options.now());
    const key = digestKey('alert', alertId, periodKey);
    await withTenant(
      database.db,
      tenant.id,
      async (tx) => {
        const [found] = await tx
          .select({ alert: jobAlerts, freelancer: freelancers })
          .from(jobAlerts)
          .innerJoin(
            freelancers,
            and(eq(freelancers.id, jobAlerts.freelancerId), eq(freelancers.clientId, jobAlerts.clientId)),
          )
          .where(and(eq(jobAlerts.clientId, tenant.id), eq(jobAlerts.id, alertId)));
        // Paused, deleted, unsubscribed or deactivated since the sweep: nothing to send.
        if (!found || !found.alert.active || !found.freelancer.subscribed || !found.freelancer.isActive) return;
        const { alert, freelancer } = found;
        const claim = { key, clientId: tenant.id, kind: 'alert' as const, freelancerId: freelancer.id };
        if (!(await claimRun(tx, { ...claim, jobAlertId: alert.id }, periodKey, now))) return;
        const from = (await previousCoverage(tx, tenant.id, { jobAlertId: alert.id }, key)) ?? alert.createdAt;
        const news = await newProjects(
          tx,
          tenant,
          freelancer,
          { query: alert.query, filters: alert.filters },
          { from, to: now },
        );
        if (news.total === 0) return;
        await mailDigest(tx, tenant, freelancer, {
          key,
          kind: 'jobAlertDigest',
          news,
          values: { alert: alert.name },
          unsubscribeAlertId: alert.id,
        });
        await tx
          .update(jobAlerts)
          .set({ lastSentAt: now })
          .where(and(eq(jobAlerts.clientId, tenant.id), eq(jobAlerts.id, alert.id)));
      },
      { settings: SEARCH_SETTINGS },
    );
  }

  /** One freelancer's pool digest of a period. */
  async function poolDigest(tenant: Tenant, freelancerId: number, periodKey: string): Promise<void> {
    if (!tenant.config.jobNotificationDigest) return;
    const now = new Date(options.now());
    const key = digestKey('pool', freelancerId, periodKey);
    await withTenant(
      database.db,
      tenant.id,
      async (tx) => {
        const [freelancer] = await tx
          .select()
          .from(freelancers)
          .where(and(eq(freelancers.clientId, tenant.id), eq(freelancers.id, freelancerId)));
        if (!freelancer?.jobNotificationDigest || !freelancer.subscribed || !freelancer.isActive) return;
        if (
          !(await claimRun(
            tx,
            { key, clientId: tenant.id, kind: 'pool', freelancerId, jobAlertId: null },
            periodKey,
            now,
          ))
        )
          return;
        const memberships = await tx
          .select({ poolId: poolMemberships.poolId })
          .from(poolMemberships)
          .where(
            and(
              eq(poolMemberships.clientId, tenant.id),
              eq(poolMemberships.freelancerId, freelancerId),
              eq(poolMemberships.status, 'ACCEPTED'),
              eq(poolMemberships.jobNotificationsEnabled, true),
            ),
          );
        if (memberships.length === 0) return;
        const from =
          (await previousCoverage(tx, tenant.id, { freelancerId }, key)) ??
          freelancer.jobNotificationDigestSince ??
          freelancer.createdAt;
        const found = await newProjects(
          tx,
          tenant,
          freelancer,
          { filters: { pools: memberships.map((m) => m.poolId) } },
          { from, to: now },
        );
        if (found.total === 0) return;
        await mailDigest(tx, tenant, freelancer, {
          key,
          kind: 'poolDigest',
          news: found,
          values: { frequency: freelancer.jobNotificationDigest },
        });
      },
      { settings: SEARCH_SETTINGS },
    );
  }

  return {
    sweepTenant,
    async run(job) {
      if (job.type === 'sweep') {
        const tenants = job.clientId ? [options.tenants.get(job.clientId)] : options.tenants.list();
        for (const tenant of tenants) if (tenant) await sweepTenant(tenant);
        return;
      }
      // A tenant removed since the sweep has no one left to mail.
      const tenant = options.tenants.get(job.clientId);
      if (!tenant) return;
      if (job.type === 'alert') await alertDigest(tenant, job.id, job.periodKey);
      else await poolDigest(tenant, job.id, job.periodKey);
    },
  };
}
