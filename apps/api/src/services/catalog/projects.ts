// Projects as the contract's `Job`, with their pools' names in the reader's language; the places
// projects are at, page views, similar projects, and whether a project asks questions first.
import type { components } from '@talent/api-client';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/client.ts';
import { pools, projectPools, projectQuestions, projects, removedProjects } from '../../db/schema.ts';
import { applicationsToProjects } from '../applications/applications.ts';
import { cityCondition, cityFilter, nameIn, otherNames, placeNames } from './places.ts';

type Schemas = components['schemas'];

/** Similar projects listed at most. */
const MAX_SIMILAR = 10;
/** Site locations listed at most (the contract's `LocationList` limit). */
const MAX_SITE_LOCATIONS = 5000;

/**
 * A project row as read for jobs: every column but the search's own (`search_vector`, the largest
 * of a row, and `title_lower`), which only SQL reads.
 */
export type ProjectRow = Omit<typeof projects.$inferSelect, 'searchVector' | 'titleLower'>;

/** The columns of a `ProjectRow`, for `select(projectColumns)`. */
export const projectColumns = (() => {
  const { searchVector: _vector, titleLower: _title, ...columns } = getTableColumns(projects);
  return columns;
})();

/** Long work preferences and the short codes of search filters (spec §4). */
export const WORK_PREFERENCE_CODES = { HYBRID: 'hy', ONSITE: 'on', REMOTE: 'rm' } as const;
export const WORK_PREFERENCE_BY_CODE = { hy: 'HYBRID', on: 'ONSITE', rm: 'REMOTE' } as const;

/** Pool ids as `projects.pool_ids` keeps them: distinct and ascending (migration 0016). */
export function sortedIds(ids: Iterable<number>): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** A pool's name in a language, falling back to its base language and then to its default name. */
export function poolName(pool: { name: string; nameTranslations: Record<string, string> }, language: string): string {
  return pool.nameTranslations[language] ?? pool.nameTranslations[language.split('-')[0]!] ?? pool.name;
}

/** The pools (id, name in `language`) of each project, by project id. */
export async function poolsOfProjects(
  tx: Tx,
  clientId: string,
  projectIds: readonly number[],
  language: string,
): Promise<Map<number, { id: number; name: string }[]>> {
  const byProject = new Map<number, { id: number; name: string }[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await tx
    .select({ projectId: projectPools.projectId, id: pools.id, name: pools.name, translations: pools.nameTranslations })
    .from(projectPools)
    .innerJoin(pools, eq(pools.id, projectPools.poolId))
    .where(
      and(
        eq(projectPools.clientId, clientId),
        eq(pools.clientId, clientId),
        inArray(projectPools.projectId, [...projectIds]),
      ),
    )
    .orderBy(asc(pools.id));
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push({ id: row.id, name: poolName({ name: row.name, nameTranslations: row.translations }, language) });
    byProject.set(row.projectId, list);
  }
  return byProject;
}

/** A project with its pools, named in the reader's language. */
export interface JobRow {
  readonly row: ProjectRow;
  readonly pools: { id: number; name: string }[];
}

/**
 * The tenant's projects matching `where`, each with its pools (named in `language`), in one
 * statement: the pools come from the project's `pool_ids` (migration 0016), so a job page or a
 * search's page costs one round trip instead of two.
 */
export async function jobsWhere(tx: Tx, clientId: string, where: SQL, language: string): Promise<JobRow[]> {
  const rows = await tx
    .select({
      ...projectColumns,
      poolList: sql<{ id: number; name: string; translations: Record<string, string> }[]>`(
        SELECT coalesce(json_agg(json_build_object('id', pl.id, 'name', pl.name, 'translations', pl.name_translations) ORDER BY pl.id), '[]'::json)
        FROM ${pools} pl WHERE pl.client_id = ${clientId} AND pl.id = ANY (${projects.poolIds}))`,
    })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), where));
  return rows.map(({ poolList, ...row }) => ({
    row,
    pools: poolList.map((p) => ({
      id: Number(p.id),
      name: poolName({ name: p.name, nameTranslations: p.translations }, language),
    })),
  }));
}

/** The job with this id (or this client's own id) in the tenant, with its pools, if any. */
export async function findJob(
  tx: Tx,
  clientId: string,
  key: { readonly id: number } | { readonly vmsId: string },
  language: string,
): Promise<JobRow | undefined> {
  const [job] = await jobsWhere(
    tx,
    clientId,
    'id' in key ? eq(projects.id, key.id) : eq(projects.vmsId, key.vmsId),
    language,
  );
  return job;
}

/** A logged-in reader's relation to a job: excluded, and their application (submitted when, null for a draft). */
export interface ReaderOfJob {
  readonly excluded: boolean;
  readonly applicationId: number | null;
  readonly appliedAt: Date | null;
}

/**
 * The reader fields of jobs for a freelancer, by project id: their application to each (none:
 * `applicationId` null) and `excluded` from `excludedIds`.
 */
export async function readerOfJobs(
  tx: Tx,
  owner: { clientId: string; freelancerId: number },
  projectIds: readonly number[],
  excludedIds: ReadonlySet<number> = new Set(),
): Promise<Map<number, ReaderOfJob>> {
  const applied = await applicationsToProjects(tx, owner, projectIds);
  return new Map(
    projectIds.map((id) => {
      const application = applied.get(id);
      return [
        id,
        {
          excluded: excludedIds.has(id),
          applicationId: application?.id ?? null,
          appliedAt: application?.submittedAt ?? null,
        },
      ];
    }),
  );
}

/** What a reader may see: anonymous visitors get the public fields only. */
export interface JobView {
  readonly pools: readonly { id: number; name: string }[];
  /** Set for logged-in readers. */
  readonly reader?: ReaderOfJob;
  readonly withDescriptionHtml?: boolean;
}

/**
 * The contract's Job of a row. Anonymous readers do not get the site address, the site code or the
 * end client's name: those identify the client's customer and are for talent who signed in.
 */
export function toJob(row: ProjectRow, view: JobView): Schemas['Job'] {
  const reader = view.reader;
  return {
    id: row.id,
    vmsId: row.vmsId,
    title: row.title,
    descriptionHtmlStripped: row.descriptionText,
    ...(view.withDescriptionHtml && { descriptionHtml: row.descriptionHtml }),
    jobType: row.jobType,
    assignmentPeriodStart: row.periodStart,
    assignmentPeriodEnd: row.periodEnd,
    jobLanguage: row.jobLanguage,
    jobClass: row.jobClass,
    status: row.status,
    positionsNumber: row.positionsNumber,
    periodDeadline: row.periodDeadline?.toISOString() ?? null,
    // Projects stored before the feed recorded it: their creation stands in (as in digests).
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    legalEntityName: row.legalEntityName,
    originatingDisplayName: reader ? row.originatingDisplayName : null,
    siteAddress: reader ? row.siteAddress : null,
    siteCity: row.siteCity,
    siteCountry: row.siteCountry,
    siteCode: reader ? row.siteCode : null,
    rateRange:
      row.rateCurrency && (row.rateMin !== null || row.rateMax !== null)
        ? { min: row.rateMin, max: row.rateMax, currency: row.rateCurrency }
        : null,
    remote: row.remote,
    workPreference: row.workPreference,
    hoursPerWeek: row.hoursPerWeek,
    affectedPools: { results: view.pools.map((p) => ({ id: p.id, name: p.name })) },
    ...(reader && {
      excluded: reader.excluded,
      applicationId: reader.applicationId,
      appliedAt: reader.appliedAt?.toISOString() ?? null,
    }),
  };
}

/** The project with this id in the tenant, if any. */
export async function findProject(tx: Tx, clientId: string, id: number): Promise<ProjectRow | undefined> {
  const [row] = await tx
    .select(projectColumns)
    .from(projects)
    .where(and(eq(projects.clientId, clientId), eq(projects.id, id)));
  return row;
}

/**
 * Whether the tenant had a project with this id (or this client's own id) that was deleted: its
 * tombstone (migration 0015). Its page is gone for good (410), unlike an id the tenant never had
 * (404). Callers ask only after finding no current project: a vmsId can come back in the feed.
 */
export async function wasProjectRemoved(
  tx: Tx,
  clientId: string,
  key: { readonly id: number } | { readonly vmsId: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: removedProjects.id })
    .from(removedProjects)
    .where(
      and(
        eq(removedProjects.clientId, clientId),
        'id' in key ? eq(removedProjects.id, key.id) : eq(removedProjects.vmsId, key.vmsId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A city of the tenant's projects, named for a reader (the contract's `Location`). */
export type SiteLocation = Schemas['Location'];

/** The cities of the tenant's projects as the facet cube keys them: by place, or by name without one. */
async function cubeCities(
  tx: Tx,
  clientId: string,
  where: SQL = sql`TRUE`,
): Promise<{ place_id: number | null; city: string | null; country: string; n: number }[]> {
  return rowsOf(
    await tx.execute(sql`
      SELECT p.site_place_id AS place_id, p.site_city AS city, p.site_country AS country, sum(p.n)::int AS n
      FROM search_cube p
      WHERE p.client_id = ${clientId} AND p.n > 0 AND p.site_country IS NOT NULL
        AND (p.site_place_id IS NOT NULL OR p.site_city IS NOT NULL) AND ${where}
      GROUP BY 1, 2, 3
      HAVING sum(p.n) > 0
      ORDER BY n DESC, place_id, city`),
  );
}

/** The cities as locations for a reader: placed ones named in `language`, with their other names. */
async function toLocations(
  tx: Tx,
  clientId: string,
  rows: readonly { place_id: number | null; city: string | null; country: string }[],
  language: string,
): Promise<SiteLocation[]> {
  const names = await placeNames(
    tx,
    clientId,
    rows.flatMap((row) => (row.place_id === null ? [] : [row.place_id])),
  );
  return rows.flatMap((row): SiteLocation[] => {
    if (row.place_id === null) return row.city === null ? [] : [{ country: row.country, city: row.city }];
    const known = names.get(row.place_id);
    const city = known && nameIn(known, language);
    if (!known || !city) return [];
    const others = otherNames(known, city);
    return [{ placeId: row.place_id, country: row.country, city, ...(others.length > 0 && { names: others }) }];
  });
}

/**
 * The city (named for a reader) and country of the tenant's projects in a city written in any
 * language ("Munich", "München", a slug "munchen"): its place, where its projects are mostly
 * placed. Undefined when no project is there.
 */
export async function placeOfCity(
  tx: Tx,
  clientId: string,
  city: string,
  language: string,
): Promise<SiteLocation | undefined> {
  const filter = await cityFilter(tx, clientId, { city });
  if (!filter) return undefined;
  const [place] = await cubeCities(tx, clientId, cityCondition(filter));
  if (!place) return undefined;
  const [location] = await toLocations(tx, clientId, [place], language);
  if (!location) return undefined;
  const { names: _names, ...found } = location;
  return found;
}

/**
 * The cities of the tenant's projects (any status) with their countries, named in the reader's
 * language, by country then name; read from the facet cube, a few hundred rows at any catalog size.
 */
export async function siteLocations(tx: Tx, clientId: string, language: string): Promise<SiteLocation[]> {
  const locations = await toLocations(tx, clientId, await cubeCities(tx, clientId), language);
  const collator = new Intl.Collator(language);
  return locations
    .sort((a, b) => a.country.localeCompare(b.country) || collator.compare(a.city, b.city))
    .slice(0, MAX_SITE_LOCATIONS);
}

/** Counts one more opening of the project's page; false when the tenant has no such project. */
export async function countProjectPageOpen(tx: Tx, clientId: string, id: number): Promise<boolean> {
  const updated = await tx
    .update(projects)
    .set({ pageOpenCount: sql`${projects.pageOpenCount} + 1` })
    .where(and(eq(projects.clientId, clientId), eq(projects.id, id)))
    .returning({ id: projects.id });
  return updated.length > 0;
}

/**
 * Up to 10 other projects sharing a pool, else the job class or the language: open ones first,
 * then by how much they share (pool > class > language), newest first. With a freelancer, the
 * projects they excluded are left out.
 */
export async function similarProjects(
  tx: Tx,
  clientId: string,
  row: ProjectRow,
  freelancerId: number | undefined,
): Promise<ProjectRow[]> {
  const excluded =
    freelancerId === undefined
      ? sql`false`
      : sql`EXISTS (SELECT 1 FROM project_exclusions e WHERE e.project_id = p.id AND e.client_id = ${clientId} AND e.freelancer_id = ${freelancerId})`;
  const found = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      SELECT p.id,
        EXISTS (SELECT 1 FROM project_pools a JOIN project_pools b ON a.pool_id = b.pool_id
                WHERE a.project_id = p.id AND b.project_id = ${row.id}) AS same_pool
      FROM projects p
      WHERE p.client_id = ${clientId} AND p.id <> ${row.id} AND NOT ${excluded}
        AND (
          EXISTS (SELECT 1 FROM project_pools a JOIN project_pools b ON a.pool_id = b.pool_id
                  WHERE a.project_id = p.id AND b.project_id = ${row.id} AND a.client_id = ${clientId})
          OR (p.job_class IS NOT NULL AND p.job_class = ${row.jobClass})
          OR (p.job_language IS NOT NULL AND p.job_language = ${row.jobLanguage})
        )
      ORDER BY (p.status = 'ACTIVE') DESC, same_pool DESC,
        (p.job_class IS NOT DISTINCT FROM ${row.jobClass}) DESC, p.created_at DESC, p.id DESC
      LIMIT ${MAX_SIMILAR}`),
  ).map((r) => Number(r.id));
  if (found.length === 0) return [];
  const rows = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.clientId, clientId), inArray(projects.id, found)));
  const byId = new Map<number, ProjectRow>(rows.map((r) => [r.id, r]));
  return found.map((id) => byId.get(id)!);
}

/** Whether the project has pre-application questions. */
export async function hasProjectQuestions(tx: Tx, clientId: string, projectId: number): Promise<boolean> {
  const [question] = await tx
    .select({ id: projectQuestions.id })
    .from(projectQuestions)
    .where(and(eq(projectQuestions.clientId, clientId), eq(projectQuestions.projectId, projectId)))
    .limit(1);
  return question !== undefined;
}
