// A fake of the API at the fetch level for component tests: the calls this feature makes, over a
// small in-memory catalog, with the same rules the real server applies (text in the title, pools,
// city or country, ranges, work preferences, open only, vmsId, exclusions; facets counted
// without the dimension's own filter; paging by offset). Every request is recorded.
import type { Job, ProjectSearchRequest, ProjectSearchResponse } from '@talent/api-client';
import { empty, json, problem } from '@talent/test-utils';

type Filters = NonNullable<ProjectSearchRequest['filters']>;

/** A request the fake received. */
export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly authorized: boolean;
}

/** A pool of the fake catalog, with the CMS category it belongs to. */
export interface FakePool {
  readonly id: number;
  readonly name: string;
  readonly categoryId: number | null;
}

/** A CMS category of the fake catalog. */
export interface FakeCategory {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

/** What the fake serves. */
export interface FakeCatalog {
  readonly projects: readonly Job[];
  readonly pools: readonly FakePool[];
  readonly categories?: readonly FakeCategory[];
  /** Answer every project search with this status instead (error states). */
  searchStatus?: number;
  /** The location IP detection finds for the visitor (applied when a search names none). */
  readonly detectedLocation?: { readonly city?: string; readonly country: string };
  /** The tenant has no public search: the public search answers 403. */
  readonly publicSearchDisabled?: boolean;
  /** Projects the client had and removed (id and own id): reading them answers 410. */
  readonly removed?: readonly { readonly id: number; readonly vmsId: string }[];
}

const WORK_CODES: Record<string, string> = { HYBRID: 'hy', ONSITE: 'on', REMOTE: 'rm' };

function months(job: Job): number | undefined {
  if (!job.assignmentPeriodStart || !job.assignmentPeriodEnd) return undefined;
  const days = (Date.parse(job.assignmentPeriodEnd) - Date.parse(job.assignmentPeriodStart)) / 86_400_000 + 1;
  return days / 30.4375;
}

function matches(job: Job, request: ProjectSearchRequest, except?: 'pools' | 'location' | 'workPrefs'): boolean {
  const f: Partial<Filters> = request.filters ?? {};
  const words = (request.query ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.every((w) => job.title.toLowerCase().includes(w))) return false;
  const poolIds = (job.affectedPools?.results ?? []).map((p) => p.id);
  if (except !== 'pools' && f.pools?.length && !f.pools.some((id) => poolIds.includes(id))) return false;
  if (except !== 'location' && f.location?.city && f.location.city.toLowerCase() !== job.siteCity?.toLowerCase())
    return false;
  if (except !== 'location' && f.location?.country && f.location.country !== job.siteCountry) return false;
  const hours = job.hoursPerWeek ?? undefined;
  if (f.hoursPerWeek?.min !== undefined && (hours === undefined || hours < f.hoursPerWeek.min)) return false;
  if (f.hoursPerWeek?.max !== undefined && (hours === undefined || hours > f.hoursPerWeek.max)) return false;
  const m = months(job);
  if (f.duration?.min !== undefined && (m === undefined || m < f.duration.min)) return false;
  if (f.duration?.max !== undefined && (m === undefined || m > f.duration.max)) return false;
  const code = job.workPreference ? WORK_CODES[job.workPreference] : undefined;
  if (except !== 'workPrefs' && f.workPrefs?.length && !f.workPrefs.some((w) => w === code)) return false;
  if (f.openOnly && job.status !== 'ACTIVE') return false;
  if (f.status?.length && !f.status.includes(job.status)) return false;
  if (f.vmsId && job.vmsId !== f.vmsId) return false;
  return true;
}

function count<T>(items: readonly T[], key: (item: T) => string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== undefined) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

/** The fake: a fetch for `createTalentApi`, the recorded calls, and the exclusions made. */
export function fakeBackend(catalog: FakeCatalog) {
  const calls: RecordedCall[] = [];
  const excluded = new Set<number>();
  const visible = (authorized: boolean) => catalog.projects.filter((p) => !(authorized && excluded.has(p.id)));

  function search(asked: ProjectSearchRequest, authorized: boolean): ProjectSearchResponse {
    const detected = asked.filters?.location === undefined ? catalog.detectedLocation : undefined;
    const request: ProjectSearchRequest = detected
      ? { ...asked, filters: { openOnly: false, ...asked.filters, location: detected } }
      : asked;
    const all = visible(authorized);
    const found = all.filter((job) => matches(job, request));
    const poolCounts = count(
      all.filter((job) => matches(job, request, 'pools')).flatMap((job) => job.affectedPools?.results ?? []),
      (p) => String(p.id),
    );
    const cityCounts = count(
      all.filter((job) => matches(job, request, 'location')),
      (job) => (job.siteCity && job.siteCountry ? `${job.siteCity}|${job.siteCountry}` : undefined),
    );
    const workCounts = count(
      all.filter((job) => matches(job, request, 'workPrefs')),
      (job) => (job.workPreference ? WORK_CODES[job.workPreference] : undefined),
    );
    return {
      ...(detected && { detectedLocation: detected }),
      results: found.slice(request.offset, request.offset + request.size),
      total: found.length,
      facets: {
        pools: [...poolCounts].map(([id, n]) => ({
          id: Number(id),
          name: catalog.pools.find((p) => p.id === Number(id))?.name ?? id,
          count: n,
        })),
        cities: [...cityCounts].map(([key, n]) => {
          const [city = '', country = ''] = key.split('|');
          return { city, country, count: n };
        }),
        workPrefs: [...workCounts].map(([value, n]) => ({ value: value as 'hy' | 'on' | 'rm', count: n })),
      },
    };
  }

  const poolJson = (p: FakePool) => ({ id: p.id, name: p.name, categoryId: p.categoryId, jobsCount: 0 });
  const categoryJson = (c: FakeCategory) => ({
    id: c.id,
    slug: c.slug,
    translations: [{ language_code: 'en', name: c.name }],
  });

  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v1\/api/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const authorized = request.headers.has('authorization');
    calls.push({ method: request.method, path, query: url.searchParams, body, authorized });
    const route = `${request.method} ${path}`;

    if (route === 'POST /publicsearch/project/query' || route === 'POST /search/project/query') {
      if (catalog.searchStatus) return problem(catalog.searchStatus, ['error.generic']);
      if (catalog.publicSearchDisabled && path === '/publicsearch/project/query') {
        return problem(403, ['search.publicSearchDisabled']);
      }
      return json(search(body as ProjectSearchRequest, authorized));
    }
    if (route === 'GET /project/siteLocations') {
      const seen = new Map<string, { country: string; city: string }>();
      for (const p of catalog.projects) {
        if (p.siteCity && p.siteCountry)
          seen.set(`${p.siteCountry}|${p.siteCity}`, { country: p.siteCountry, city: p.siteCity });
      }
      return json({ results: [...seen.values()] });
    }
    if (route === 'GET /pool/categories') {
      const wanted = url.searchParams.get('categoryIds')?.split(',').map(Number);
      const categories = (catalog.categories ?? []).filter((c) => !wanted || wanted.includes(c.id));
      const results = categories
        .map((c) => ({
          category: categoryJson(c),
          pools: catalog.pools.filter((p) => p.categoryId === c.id).map(poolJson),
        }))
        .filter((g) => g.pools.length > 0);
      const orphans = wanted ? [] : catalog.pools.filter((p) => p.categoryId === null).map(poolJson);
      return json({ categoryResults: { results }, orphanPools: { results: orphans } });
    }
    if (route === 'GET /cms/categories') return json({ results: (catalog.categories ?? []).map(categoryJson) });
    if (route === 'GET /breadcrumbs') {
      const poolId = url.searchParams.get('poolId');
      const city = url.searchParams.get('city');
      const pool = poolId === null ? undefined : catalog.pools.find((p) => p.id === Number(poolId));
      if (poolId !== null && !pool) return problem(404, ['pool.notFound']);
      const site =
        city === null ? undefined : catalog.projects.find((p) => p.siteCity?.toLowerCase() === city.toLowerCase());
      if (city !== null && !site) return problem(404, ['location.notFound']);
      return json({
        poolBreadcrumbs: pool ? [{ id: pool.id, name: pool.name }] : [],
        locationBreadcrumbs: site ? [{ city: site.siteCity, country: site.siteCountry }] : [],
      });
    }
    if (route === 'POST /project/exclude') {
      const update = body as { projectIds: number[]; excluded: boolean };
      for (const id of update.projectIds) {
        if (update.excluded) excluded.add(id);
        else excluded.delete(id);
      }
      return empty();
    }
    let match = /^POST \/project\/exclude\/(\d+)$/.exec(route);
    if (match) {
      if (!authorized) return problem(401, ['auth.required']);
      excluded.add(Number(match[1]));
      return empty();
    }
    match = /^GET \/project\/ext\/([^/]+)$/.exec(route);
    if (match) {
      const vmsId = decodeURIComponent(match[1]!);
      if (catalog.publicSearchDisabled && !authorized) return problem(403, ['search.publicSearchDisabled']);
      const job = catalog.projects.find((p) => p.vmsId === vmsId);
      if (!job) {
        const removed = catalog.removed?.some((r) => r.vmsId === vmsId);
        return removed ? problem(410, ['project.removed']) : problem(404, ['project.notFound']);
      }
      const { applicationId = null, appliedAt = null, ...publicJob } = job;
      return json(authorized ? { ...publicJob, excluded: excluded.has(job.id), applicationId, appliedAt } : publicJob);
    }
    match = /^GET \/project\/(\d+)(\/similars|\/pageOpen)?$/.exec(route);
    if (match) {
      const id = Number(match[1]);
      const job = catalog.projects.find((p) => p.id === id);
      if (!job && catalog.removed?.some((r) => r.id === id)) return problem(410, ['project.removed']);
      if (!job) return problem(404, ['project.notFound']);
      if (match[2] === '/pageOpen') return empty();
      if (match[2] === '/similars') {
        const pools = (job.affectedPools?.results ?? []).map((p) => p.id);
        const results = visible(authorized).filter(
          (p) => p.id !== job.id && (p.affectedPools?.results ?? []).some((x) => pools.includes(x.id)),
        );
        return json({ results: results.slice(0, 10) });
      }
      // The talent's application (id, and when submitted) is only in logged-in answers.
      const { applicationId = null, appliedAt = null, ...publicJob } = job;
      return json(authorized ? { ...publicJob, excluded: excluded.has(job.id), applicationId, appliedAt } : publicJob);
    }
    return problem(501, ['error.notImplemented']);
  }

  return { fetch, calls, excluded };
}

/** A project of the fake catalog; fields not given get plausible values. */
export function job(id: number, overrides: Partial<Job> = {}): Job {
  return {
    id,
    vmsId: `ACME-${String(id).padStart(4, '0')}`,
    title: `Project ${id}`,
    descriptionHtmlStripped: `Description of project ${id}.`,
    status: 'ACTIVE',
    siteCity: 'Berlin',
    siteCountry: 'DE',
    rateRange: { min: 80, max: 95, currency: 'EUR' },
    remote: false,
    workPreference: 'HYBRID',
    hoursPerWeek: 40,
    assignmentPeriodStart: '2027-01-04',
    assignmentPeriodEnd: '2027-06-30',
    affectedPools: { results: [] },
    ...overrides,
  };
}
