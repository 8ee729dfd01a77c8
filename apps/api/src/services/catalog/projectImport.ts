// The job feed: a client's systems push their jobs, identified by the client's own `vmsId`. Shared
// by the HTTP operation `importProjects` (src/handlers/vms/integration.ts) and the CLI
// (src/cli/importProjects.ts), so both apply exactly the same rules.
//
// A feed item is the complete state of a job (fields left out become empty or their default), so
// re-sending the same feed changes nothing and a field removed at the source disappears here too.
// One batch is one transaction; items that break a rule are reported and skipped, the others are
// written. Unchanged items are compared before writing, so `updated_at` only moves on real changes.
import type { components } from '@talent/api-client';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf, withTenant } from '../../db/client.ts';
import { pools, projectPools, projects } from '../../db/schema.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { descriptionText, sanitizeDescription } from './projectHtml.ts';
import { gazetteerIfLoaded, placesOfSites, placeProjectsIn } from './places.ts';
import { sortedIds } from './projects.ts';
import { countryProblems, localeProblems } from '../shared/validation.ts';
import { Problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';

type Schemas = components['schemas'];
export type ProjectImportItem = Schemas['ProjectImportItem'];
export type ProjectImportRequest = Schemas['ProjectImportRequest'];
export type ProjectImportResult = Schemas['ProjectImportResult'];

/** Items per request (the contract's `maxItems`); the CLI splits larger files into batches of this size. */
export const IMPORT_BATCH_SIZE = 500;
/** Longest sanitised description stored (the contract's `Job.descriptionHtml`). */
const MAX_DESCRIPTION_HTML = 100_000;
/** Longest stripped description (the contract's `Job.descriptionHtmlStripped`). */
const MAX_DESCRIPTION_TEXT = 50_000;

/** The columns a feed item sets; everything else of a project (counters, creation time) is the server's. */
type ProjectFields = Pick<
  typeof projects.$inferSelect,
  | 'title'
  | 'descriptionHtml'
  | 'descriptionText'
  | 'jobType'
  | 'jobClass'
  | 'jobLanguage'
  | 'status'
  | 'positionsNumber'
  | 'periodStart'
  | 'periodEnd'
  | 'periodDeadline'
  | 'legalEntityName'
  | 'originatingDisplayName'
  | 'siteAddress'
  | 'siteCity'
  | 'siteCountry'
  | 'sitePlaceId'
  | 'siteCode'
  | 'rateMin'
  | 'rateMax'
  | 'rateCurrency'
  | 'workPreference'
  | 'remote'
  | 'hoursPerWeek'
  | 'coverLetter'
  | 'liveInterview'
  | 'securityIdRequired'
  | 'securityIdPattern'
  | 'securityIdFaq'
  | 'externalApplicationUrl'
>;
const FIELD_NAMES = [
  'title',
  'descriptionHtml',
  'descriptionText',
  'jobType',
  'jobClass',
  'jobLanguage',
  'status',
  'positionsNumber',
  'periodStart',
  'periodEnd',
  'periodDeadline',
  'legalEntityName',
  'originatingDisplayName',
  'siteAddress',
  'siteCity',
  'siteCountry',
  'sitePlaceId',
  'siteCode',
  'rateMin',
  'rateMax',
  'rateCurrency',
  'workPreference',
  'remote',
  'hoursPerWeek',
  'coverLetter',
  'liveInterview',
  'securityIdRequired',
  'securityIdPattern',
  'securityIdFaq',
  'externalApplicationUrl',
] as const satisfies readonly (keyof ProjectFields)[];

/** A valid item, ready to write: its columns and the pools it names. */
interface PreparedItem {
  readonly index: number;
  readonly vmsId: string;
  readonly fields: ProjectFields;
  readonly poolIds: readonly number[];
  readonly poolNames: readonly string[];
}

// Control characters (other than tab and line breaks in multi-line texts) are never meant to be in
// a job and would end up in HTML attributes and search snippets.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\t\r\n]/;

/** Money and hours are stored with two decimals. */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Checks one item against the tenant's rules and turns it into columns. Field paths are relative to
 * the item, as the contract's `ProjectImportError` says.
 */
export function prepareItem(
  tenant: Tenant,
  item: ProjectImportItem,
  index: number,
): { item: PreparedItem } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, messages: [message] });

  /** A single-line text: trimmed, blank means none. */
  const line = (field: string, value: string | undefined): string | null => {
    const trimmed = value?.trim() ?? '';
    if (CONTROL.test(trimmed) || LINE_BREAK.test(trimmed)) fail(field, 'validation.invalid');
    return trimmed === '' ? null : trimmed;
  };

  const title = line('title', item.title);
  if (title === null) fail('title', 'validation.required');
  const jobType = line('jobType', item.jobType);
  const jobClass = line('jobClass', item.jobClass);
  const legalEntityName = line('legalEntityName', item.legalEntityName);
  const originatingDisplayName = line('originatingDisplayName', item.originatingDisplayName);
  const siteAddress = line('siteAddress', item.siteAddress);
  const siteCity = line('siteCity', item.siteCity);
  const siteCode = line('siteCode', item.siteCode);

  const jobLanguage = item.jobLanguage ?? tenant.context.languages[0]!.iso;
  errors.push(...localeProblems(tenant, jobLanguage, 'jobLanguage'));
  errors.push(...countryProblems(item.siteCountry, 'siteCountry'));

  const start = item.assignmentPeriodStart ?? null;
  const end = item.assignmentPeriodEnd ?? null;
  // ISO dates compare correctly as text.
  if (start && end && end < start) fail('assignmentPeriodEnd', 'integration.periodEndBeforeStart');

  const rate = item.rateRange;
  if (rate) {
    if (!tenant.config.currencies.includes(rate.currency)) fail('rateRange.currency', 'validation.oneOf');
    if (rate.min !== undefined && rate.max !== undefined && rate.min > rate.max)
      fail('rateRange.max', 'integration.rateMinAboveMax');
  }

  const html = sanitizeDescription(item.descriptionHtml ?? '');
  if (html.length > MAX_DESCRIPTION_HTML) fail('descriptionHtml', 'validation.max');

  const securityIdPattern = item.securityIdPattern ?? null;
  if (securityIdPattern !== null) {
    try {
      // The same flags the server checks security ids with (services/profile/securityIds.ts).
      new RegExp(securityIdPattern, 'u');
    } catch {
      fail('securityIdPattern', 'integration.securityIdPattern');
    }
  }
  const securityIdFaq = item.securityIdFaq?.trim() || null;
  if (securityIdFaq && CONTROL.test(securityIdFaq)) fail('securityIdFaq', 'validation.invalid');

  const poolNames = (item.poolNames ?? []).map((name, i) => line(`poolNames.${i}`, name));
  poolNames.forEach((name, i) => {
    if (name === null) fail(`poolNames.${i}`, 'validation.required');
  });

  if (errors.length > 0) return { errors: mergeFieldErrors(errors) };
  return {
    item: {
      index,
      vmsId: item.vmsId,
      poolIds: item.poolIds ?? [],
      poolNames: [...new Map(poolNames.map((name) => [name!.toLowerCase(), name!])).values()],
      fields: {
        title: title!,
        descriptionHtml: html,
        descriptionText: descriptionText(html, MAX_DESCRIPTION_TEXT),
        jobType,
        jobClass,
        jobLanguage,
        status: item.status ?? 'ACTIVE',
        positionsNumber: item.positionsNumber ?? null,
        periodStart: start,
        periodEnd: end,
        periodDeadline: item.periodDeadline ? new Date(item.periodDeadline) : null,
        legalEntityName,
        originatingDisplayName,
        siteAddress,
        siteCity,
        siteCountry: item.siteCountry ?? null,
        // Set by the batch, which has the gazetteer (`placesOfSites`).
        sitePlaceId: null,
        siteCode,
        rateMin: rate?.min === undefined ? null : cents(rate.min),
        rateMax: rate?.max === undefined ? null : cents(rate.max),
        rateCurrency: rate?.currency ?? null,
        workPreference: item.workPreference ?? null,
        remote: item.remote ?? (item.workPreference === undefined ? null : item.workPreference === 'REMOTE'),
        hoursPerWeek: item.hoursPerWeek === undefined ? null : cents(item.hoursPerWeek),
        coverLetter: item.coverLetter ?? 'OPTIONAL',
        liveInterview: item.liveInterview ?? false,
        securityIdRequired: item.securityIdRequired ?? false,
        securityIdPattern,
        securityIdFaq,
        externalApplicationUrl: item.externalApplicationUrl ?? null,
      },
    },
  };
}

/** One entry per field, messages in order of discovery. */
function mergeFieldErrors(errors: readonly FieldError[]): FieldError[] {
  const byField = new Map<string, string[]>();
  for (const { field, messages } of errors) {
    const list = byField.get(field) ?? [];
    for (const message of messages) if (!list.includes(message)) list.push(message);
    byField.set(field, list);
  }
  return [...byField].map(([field, messages]) => ({ field, messages }));
}

/** Whether a stored value equals the value the feed sends (dates by instant, numbers by value). */
function same(stored: unknown, wanted: unknown): boolean {
  // Empty is not zero: Number(null) is 0, so nulls are compared before numbers.
  if (stored === null || wanted === null) return stored === wanted;
  if (stored instanceof Date || wanted instanceof Date) {
    return stored instanceof Date && wanted instanceof Date && stored.getTime() === wanted.getTime();
  }
  if (typeof stored === 'number' || typeof wanted === 'number') return Number(stored) === Number(wanted);
  return stored === wanted;
}

/** What to do besides the upserts. */
export interface CloseOptions {
  /** Close the tenant's open projects with a vmsId in neither the batch nor `keepVmsIds`. */
  readonly closeMissing?: boolean | undefined;
  /** vmsIds of the same feed run sent in other batches (kept open). */
  readonly keepVmsIds?: readonly string[] | undefined;
  /** The share of the open feed projects a close may take without `force` (`IMPORT_MAX_CLOSE_SHARE`). */
  readonly maxCloseShare: number;
  /** Close past the guard. */
  readonly force?: boolean | undefined;
}

/** A close of this many projects or fewer is never refused by the guard (a small catalog's normal churn). */
export const CLOSE_ALWAYS_ALLOWED = 10;

/**
 * Imports one batch for the tenant in one transaction: upserts by `(client_id, vms_id)`, pool
 * memberships, then (when asked) closes what the feed no longer has. `now` stamps `updated_at`.
 */
export async function importProjectBatch(
  db: Db,
  tenant: Tenant,
  items: readonly ProjectImportItem[],
  options: CloseOptions,
  now: Date,
): Promise<ProjectImportResult> {
  // Cities are stored with their place (services/catalog/places.ts). Without the gazetteer (its
  // dataset not loaded into the database yet, or a failed load) a city keeps the place it had, a new
  // one stays unplaced until a later batch or start.
  return withTenant(db, tenant.id, async (tx) => {
    const gazetteer = await gazetteerIfLoaded(tx);
    // Two feed runs of one tenant at once (a retry overlapping a slow run) would race on the same
    // vmsIds and on closing; they take turns instead. Other tenants are not held up.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`talent:project-import:${tenant.id}`}))`);

    const result: ProjectImportResult = {
      created: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
      closed: 0,
      closedVmsIds: [],
      projects: [],
      errors: [],
    };
    const prepared: PreparedItem[] = [];
    const seen = new Set<string>();
    const tenantPools = await tx
      .select({ id: pools.id, name: pools.name })
      .from(pools)
      .where(eq(pools.clientId, tenant.id))
      .orderBy(asc(pools.id));
    const poolIds = new Set(tenantPools.map((p) => p.id));

    items.forEach((item, index) => {
      const outcome = prepareItem(tenant, item, index);
      const errors = 'errors' in outcome ? outcome.errors : [];
      // The first occurrence wins; a repeated vmsId in one batch is the sender's mistake.
      if (seen.has(item.vmsId)) errors.unshift({ field: 'vmsId', messages: ['integration.duplicateVmsId'] });
      seen.add(item.vmsId);
      (item.poolIds ?? []).forEach((id, i) => {
        if (!poolIds.has(id)) errors.push({ field: `poolIds.${i}`, messages: ['integration.poolNotFound'] });
      });
      if (errors.length > 0 || 'errors' in outcome) {
        result.errors.push({
          index,
          vmsId: item.vmsId,
          fieldErrors: errors.map((e) => ({ field: e.field, messages: [...e.messages] })),
        });
      } else {
        prepared.push(outcome.item);
      }
    });
    result.failed = result.errors.length;

    const poolByName = await poolsByName(tx, tenant, tenantPools, prepared);
    const existing =
      prepared.length === 0
        ? []
        : await tx
            .select()
            .from(projects)
            .where(
              and(
                eq(projects.clientId, tenant.id),
                inArray(
                  projects.vmsId,
                  prepared.map((p) => p.vmsId),
                ),
              ),
            );
    const byVmsId = new Map(existing.map((row) => [row.vmsId!, row]));
    const memberships =
      existing.length === 0
        ? []
        : await tx
            .select({ projectId: projectPools.projectId, poolId: projectPools.poolId })
            .from(projectPools)
            .where(
              and(
                eq(projectPools.clientId, tenant.id),
                inArray(
                  projectPools.projectId,
                  existing.map((row) => row.id),
                ),
              ),
            );
    const poolsOf = new Map<number, Set<number>>();
    for (const m of memberships) poolsOf.set(m.projectId, (poolsOf.get(m.projectId) ?? new Set()).add(m.poolId));

    // Every site of the batch in one lookup.
    const sitePlaces = gazetteer
      ? await placesOfSites(
          gazetteer,
          prepared.map(({ fields: given }) => ({ city: given.siteCity, country: given.siteCountry })),
        )
      : undefined;
    for (const [position, { fields: given, ...item }] of prepared.entries()) {
      const known = byVmsId.get(item.vmsId);
      const fields: ProjectFields = {
        ...given,
        sitePlaceId: sitePlaces
          ? (sitePlaces[position] ?? null)
          : known && known.siteCity === given.siteCity && known.siteCountry === given.siteCountry
            ? known.sitePlaceId
            : null,
      };
      const wantedPools = new Set([
        ...item.poolIds,
        ...item.poolNames.map((name) => poolByName.get(name.toLowerCase())!),
      ]);
      const row = byVmsId.get(item.vmsId);
      let id: number;
      let outcome: 'created' | 'updated' | 'unchanged';
      let poolsChanged: boolean;
      if (!row) {
        const [inserted] = await tx
          .insert(projects)
          .values({
            clientId: tenant.id,
            vmsId: item.vmsId,
            ...fields,
            // A job fed in open is published now; one fed in PAUSED when it first opens (below).
            publishedAt: fields.status === 'ACTIVE' ? now : null,
            // Stored with the project, so the trigger mirroring `project_pools` has nothing to rewrite.
            poolIds: sortedIds(wantedPools),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: projects.id });
        id = inserted!.id;
        outcome = 'created';
        poolsChanged = wantedPools.size > 0;
      } else {
        id = row.id;
        const fieldsChanged = FIELD_NAMES.some((name) => !same(row[name], fields[name]));
        const currentPools = poolsOf.get(id) ?? new Set<number>();
        poolsChanged =
          currentPools.size !== wantedPools.size || [...wantedPools].some((poolId) => !currentPools.has(poolId));
        outcome = fieldsChanged || poolsChanged ? 'updated' : 'unchanged';
        if (outcome === 'updated') {
          // Pools are part of the job the feed describes: a pool change is a change of the job.
          await tx
            .update(projects)
            .set({
              ...(fieldsChanged && fields),
              ...(poolsChanged && { poolIds: sortedIds(wantedPools) }),
              // Opened now for the first time: new to digests from now on. (A row stored open before
              // the column existed keeps null: its `created_at` stands in, so it is not new again.)
              ...(row.publishedAt === null &&
                row.status !== 'ACTIVE' &&
                fields.status === 'ACTIVE' && { publishedAt: now }),
              updatedAt: now,
            })
            .where(and(eq(projects.clientId, tenant.id), eq(projects.id, id)));
        }
        if (poolsChanged) {
          await tx
            .delete(projectPools)
            .where(and(eq(projectPools.clientId, tenant.id), eq(projectPools.projectId, id)));
        }
      }
      if (poolsChanged && wantedPools.size > 0) {
        await tx
          .insert(projectPools)
          .values([...wantedPools].map((poolId) => ({ clientId: tenant.id, projectId: id, poolId })));
      }
      result[outcome] += 1;
      result.projects.push({ index: item.index, vmsId: item.vmsId, id, outcome });
    }

    // Rows a batch without the gazetteer left unplaced get their place now.
    if (gazetteer) await placeProjectsIn(tx, tenant.id, gazetteer);

    if (options.closeMissing) {
      // Everything the request names stays open, failed items included: a job whose update was
      // rejected is still in the client's feed. One JSON parameter instead of one per id, because a
      // feed can hold more ids than a statement may have parameters.
      const keep = JSON.stringify([...new Set([...items.map((i) => i.vmsId), ...(options.keepVmsIds ?? [])])]);
      const open = and(
        eq(projects.clientId, tenant.id),
        inArray(projects.status, ['ACTIVE', 'PAUSED']),
        isNotNull(projects.vmsId),
      );
      const missing = and(open, sql`${projects.vmsId} NOT IN (SELECT jsonb_array_elements_text(${keep}::jsonb))`);
      // The guard: a feed cut short (or one batch sent as if it were the whole feed) would close
      // the catalog. Past the share, nothing of this request is written — the transaction rolls back.
      if (!options.force) {
        const [counts] = rowsOf<{ open: number; closing: number }>(
          await tx.execute(sql`
            SELECT count(*)::int AS open, (count(*) FILTER (WHERE ${missing}))::int AS closing
            FROM projects WHERE ${open}`),
        );
        const { open: openCount, closing } = counts ?? { open: 0, closing: 0 };
        if (closing > CLOSE_ALWAYS_ALLOWED && closing > openCount * options.maxCloseShare) {
          throw new Problem(409, ['integration.closeMissingTooMany'], [], {
            detail: `closeMissing would close ${closing} of the ${openCount} open projects with a vmsId (more than ${Math.round(options.maxCloseShare * 100)} %); nothing was written. Send the whole feed (keepVmsIds), or force: true to close them.`,
          });
        }
      }
      const closed = await tx
        .update(projects)
        .set({ status: 'CLOSED', updatedAt: now })
        .where(missing)
        .returning({ vmsId: projects.vmsId });
      result.closed = closed.length;
      result.closedVmsIds = closed.flatMap((row) => (row.vmsId === null ? [] : [row.vmsId])).sort();
    }
    return result;
  });
}

/**
 * The pool id of every name the valid items use (lower-cased), creating the pools the tenant does
 * not have yet. Names match case-insensitively, the oldest pool first, so "java developers" joins
 * the existing "Java Developers". A pool the feed creates is not offered in onboarding
 * (`on_boarding` false, no category) until someone curates it.
 */
async function poolsByName(
  tx: Tx,
  tenant: Tenant,
  tenantPools: readonly { id: number; name: string }[],
  items: readonly PreparedItem[],
): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const pool of tenantPools)
    if (!byName.has(pool.name.toLowerCase())) byName.set(pool.name.toLowerCase(), pool.id);
  const missing = new Map<string, string>();
  for (const item of items) {
    for (const name of item.poolNames) {
      if (!byName.has(name.toLowerCase()) && !missing.has(name.toLowerCase())) missing.set(name.toLowerCase(), name);
    }
  }
  if (missing.size > 0) {
    const created = await tx
      .insert(pools)
      .values([...missing.values()].map((name) => ({ clientId: tenant.id, name, onBoarding: false })))
      .returning({ id: pools.id, name: pools.name });
    for (const pool of created) byName.set(pool.name.toLowerCase(), pool.id);
  }
  return byName;
}
