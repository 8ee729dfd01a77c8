// The project search page keeps its whole state in the URL (spec §2, search page). This codec is
// the one place that reads and writes it, so a link, a reload and the back button all show the
// same results.
//
// URL format (keys in this order, absent when empty or default):
//   any=<text>            free text, URL-encoded; removed when empty
//   pools=12,15           pool ids
//   location=Berlin       city or country
//   hoursPerWeek=20-40    range; either end may be open ("20-", "-40")
//   duration=3-6          assignment duration in months, same range form
//   workPrefs=hy,rm       work preference short codes (hy, on, rm)
//   openOnly=true         only open (ACTIVE) projects
//   page=2                1-based; page 1 is not written
//   vmsId=ABC-1           a client's own job id
//   status=ACTIVE,PAUSED  project statuses
import { PROJECT_STATUSES, WORK_PREFERENCE_CODES } from './enums.ts';
import type { ProjectStatus, WorkPreferenceCode } from './enums.ts';

/** An inclusive numeric range with optional ends. */
export interface NumberRange {
  readonly min?: number;
  readonly max?: number;
}

/** The project search state. */
export interface SearchQuery {
  readonly any?: string;
  readonly pools?: readonly number[];
  readonly location?: string;
  readonly hoursPerWeek?: NumberRange;
  readonly duration?: NumberRange;
  readonly workPrefs?: readonly WorkPreferenceCode[];
  readonly openOnly?: boolean;
  /** 1-based page number. */
  readonly page: number;
  readonly vmsId?: string;
  readonly status?: readonly ProjectStatus[];
}

/** The URL keys of the search page, in the order they are written. */
export const SEARCH_QUERY_KEYS = [
  'any',
  'pools',
  'location',
  'hoursPerWeek',
  'duration',
  'workPrefs',
  'openOnly',
  'page',
  'vmsId',
  'status',
] as const;
/** A search page URL key. */
export type SearchQueryKey = (typeof SEARCH_QUERY_KEYS)[number];

/** A filter change: a value sets the filter, `undefined` removes it. */
export type SearchFilterPatch = { readonly [K in Exclude<keyof SearchQuery, 'page'>]?: SearchQuery[K] | undefined } & {
  readonly page?: number | undefined;
};

/** Search params as URLSearchParams, or as the plain object a router hands over. */
export type SearchParamsInput = URLSearchParams | Readonly<Record<string, unknown>>;

function read(params: SearchParamsInput, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const raw = params[key];
  if (Array.isArray(raw)) return raw.map(String).join(',');
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return undefined;
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function nonNegative(value: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

function parseRange(value: string | undefined): NumberRange | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const match = /^([^-]*)-([^-]*)$/.exec(raw);
  const [minText, maxText] = match ? [match[1]!.trim(), match[2]!.trim()] : [raw, raw];
  const min = minText ? nonNegative(minText) : undefined;
  const max = maxText ? nonNegative(maxText) : undefined;
  // A malformed end invalidates the whole range rather than silently half-applying it.
  if ((minText && min === undefined) || (maxText && max === undefined)) return undefined;
  if (min === undefined && max === undefined) return undefined;
  // Ends given the wrong way round mean the same range.
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

function formatRange(range: NumberRange | undefined): string | undefined {
  if (!range || (range.min === undefined && range.max === undefined)) return undefined;
  if (range.min !== undefined && range.min === range.max) return String(range.min);
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

function parsePage(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function parseBoolean(value: string | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase();
  return v === 'true' || v === '1' ? true : undefined;
}

/**
 * Reads the search state from URL search params. Lenient by design: an unknown or malformed value
 * is dropped (the page still shows results) instead of failing the route.
 */
export function parseSearchQuery(params: SearchParamsInput): SearchQuery {
  const pools = unique(
    list(read(params, 'pools'))
      .filter((id) => /^\d+$/.test(id))
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0),
  ).sort((a, b) => a - b);
  const workPrefs = WORK_PREFERENCE_CODES.filter((code) =>
    list(read(params, 'workPrefs')).some((w) => w.toLowerCase() === code),
  );
  const status = PROJECT_STATUSES.filter((s) => list(read(params, 'status')).some((x) => x.toUpperCase() === s));
  const any = text(read(params, 'any'));
  const location = text(read(params, 'location'));
  const hoursPerWeek = parseRange(read(params, 'hoursPerWeek'));
  const duration = parseRange(read(params, 'duration'));
  const openOnly = parseBoolean(read(params, 'openOnly'));
  const vmsId = text(read(params, 'vmsId'));
  return {
    ...(any !== undefined && { any }),
    ...(pools.length > 0 && { pools }),
    ...(location !== undefined && { location }),
    ...(hoursPerWeek && { hoursPerWeek }),
    ...(duration && { duration }),
    ...(workPrefs.length > 0 && { workPrefs }),
    ...(openOnly && { openOnly }),
    page: parsePage(read(params, 'page')),
    ...(vmsId !== undefined && { vmsId }),
    ...(status.length > 0 && { status }),
  };
}

/** Writes the search state as URL search params in canonical form; empty values and page 1 are left out. */
export function serializeSearchQuery(query: Partial<SearchQuery>): URLSearchParams {
  const normalized = parseSearchQuery(toRecord(query));
  const out = new URLSearchParams();
  const set = (key: SearchQueryKey, value: string | undefined) => {
    if (value !== undefined && value !== '') out.set(key, value);
  };
  set('any', normalized.any);
  set('pools', normalized.pools?.join(','));
  set('location', normalized.location);
  set('hoursPerWeek', formatRange(normalized.hoursPerWeek));
  set('duration', formatRange(normalized.duration));
  set('workPrefs', normalized.workPrefs?.join(','));
  set('openOnly', normalized.openOnly ? 'true' : undefined);
  set('page', normalized.page > 1 ? String(normalized.page) : undefined);
  set('vmsId', normalized.vmsId);
  set('status', normalized.status?.join(','));
  return out;
}

/** The state as a plain record the parser reads (ranges in their URL form); undefined values are dropped by parsing. */
function toRecord(query: { readonly [K in keyof SearchQuery]?: SearchQuery[K] | undefined }): Record<string, unknown> {
  return {
    any: query.any,
    pools: query.pools,
    location: query.location,
    hoursPerWeek: formatRange(query.hoursPerWeek),
    duration: formatRange(query.duration),
    workPrefs: query.workPrefs,
    openOnly: query.openOnly,
    page: query.page,
    vmsId: query.vmsId,
    status: query.status,
  };
}

/** Applies a filter change; any change other than the page itself sends the user back to page 1. */
export function changeSearchFilter(query: SearchQuery, patch: SearchFilterPatch): SearchQuery {
  const filterChanged = Object.keys(patch).some((key) => key !== 'page');
  // An undefined value in the patch overwrites the filter, and parsing drops it.
  const next = parseSearchQuery(toRecord({ ...query, ...patch }));
  return { ...next, page: filterChanged ? 1 : next.page };
}

/** Number of result pages: total divided by page size, rounded up (0 results, 0 pages). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(pageSize) || pageSize <= 0) throw new RangeError(`page size must be positive, got ${pageSize}`);
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The search page's URL params in canonical form, for a router's `validateSearch`: any record of
 * params in, the canonical string record out (`parseSearchQuery` then `serializeSearchQuery`), so
 * the state the page reads and the URL it writes are the same. Lenient like the codec: a malformed
 * value is dropped, never an error page.
 */
export function canonicalSearchParams(raw: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(serializeSearchQuery(parseSearchQuery(raw)));
}
